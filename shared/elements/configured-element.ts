import { applyConfig, CONFIG_ATTRIBUTES, isConfigAttribute } from './apply-config';

// Outside a browser (server rendering, Node tests that import a module which
// imports this one) there is no HTMLElement; the class must still evaluate.
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

/**
 * The base of yaopi's framework-free elements (`<yp-config>`,
 * `<yp-cart-badge>`): a plain custom element that applies the page-wide
 * configuration attributes (`api-base`, `site`, `token`) as they are set,
 * synchronously during upgrade, so widgets that load data afterwards already
 * use them. The React widgets get the same from shared/elements/register.ts.
 */
export class ConfiguredElement extends ElementBase {
  static get observedAttributes(): string[] {
    return Object.keys(CONFIG_ATTRIBUTES);
  }

  attributeChangedCallback(name: string, _oldValue: string | null, value: string | null): void {
    if (isConfigAttribute(name) && value) applyConfig({ [CONFIG_ATTRIBUTES[name]]: value });
  }
}
