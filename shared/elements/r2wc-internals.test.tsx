// @vitest-environment happy-dom
import r2wc from '@r2wc/react-to-web-component';
import { describe, expect, it, vi } from 'vitest';
import { R2WC_PROPS, R2WC_RENDER, type R2wcInternals } from './r2wc-internals';

// r2wc renders on its own schedule, outside act(): wait for the render itself (one task is not always enough on a busy machine).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Name({ name }: { name?: string }) {
  return <p>{name ?? '—'}</p>;
}

describe('the r2wc internals register.ts relies on (fails when an r2wc upgrade moves them)', () => {
  it('keeps the props under r2wc.props and re-renders from them through r2wc.render', async () => {
    customElements.define('yp-r2wc-probe', r2wc(Name, { shadow: 'open', props: { name: 'string' } }));
    const element = document.createElement('yp-r2wc-probe') as HTMLElement & R2wcInternals;
    element.setAttribute('name', '阿莫西林');
    document.body.append(element);
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('阿莫西林'));
    expect(element[R2WC_PROPS]).toMatchObject({ name: '阿莫西林' });

    element[R2WC_PROPS].name = '布洛芬';
    element[R2WC_RENDER]();
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('布洛芬'));
  });
});
