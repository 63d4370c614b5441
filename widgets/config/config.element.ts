import { LitElement } from 'lit';
import { applyConfig, CONFIG_ATTRIBUTES, isConfigAttribute } from '../../shared/elements/apply-config';
import { defineOnce } from '../../shared/elements/define-once';

/**
 * <yp-config api-base="https://api.example.com" site="https://www.example.com" token="…">
 * configures every yaopi widget on the page. It renders nothing. Settings are
 * applied as the attributes are read (synchronously, during upgrade), so
 * widgets that load data afterwards already use them; later changes apply too.
 */
export class YaopiConfigElement extends LitElement {
  override connectedCallback(): void {
    super.connectedCallback();
    // Nothing to show: keep it out of the layout whatever the page's CSS says.
    this.style.setProperty('display', 'none', 'important');
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...Object.keys(CONFIG_ATTRIBUTES)];
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    super.attributeChangedCallback(name, oldValue, value);
    if (isConfigAttribute(name) && value) applyConfig({ [CONFIG_ATTRIBUTES[name]]: value });
  }

  override render() {
    return null;
  }
}

export const CONFIG_TAG = 'yp-config';

defineOnce(CONFIG_TAG, () => YaopiConfigElement);
