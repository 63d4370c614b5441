import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { SearchIcon } from './icon-search';

describe('SearchIcon', () => {
  it('draws exactly what <Icon name="search"> draws, without the rest of the set', () => {
    for (const props of [{}, { size: 20, label: '搜索', className: 'yp-sb__submit-icon' }]) {
      const alone = renderToStaticMarkup(<SearchIcon {...props} />);
      expect(alone).toBe(renderToStaticMarkup(<Icon name="search" {...props} />));
      expect(alone).toContain('<circle cx="11" cy="11" r="6.5"></circle>');
    }
  });
});
