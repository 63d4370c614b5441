import { ConfiguredElement } from '../../shared/elements/configured-element';
import { defineOnce } from '../../shared/elements/define-once';

/**
 * <yp-config api-base="https://api.example.com" site="https://www.example.com" token="…">
 * configures every yaopi widget on the page. It renders nothing. Settings are
 * applied as the attributes are read (synchronously, during upgrade), so
 * widgets that load data afterwards already use them; later changes apply too.
 */
export class YaopiConfigElement extends ConfiguredElement {
  connectedCallback(): void {
    // Nothing to show: keep it out of the layout whatever the page's CSS says.
    this.style.setProperty('display', 'none', 'important');
  }
}

export const CONFIG_TAG = 'yp-config';

defineOnce(CONFIG_TAG, () => YaopiConfigElement);
