import { LitElement, html, nothing } from 'lit';
import { badgeText } from '../../shared/domain/badge';
import { cart } from '../../shared/store/cart';
import { session } from '../../shared/store/session';
import { loadSession } from '../../shared/store/session-load';
import { zh } from '../../shared/text/zh';
import { tokensCss } from '../../shared/ui/tokens';
import { adoptStyles } from '../../shared/ui/adopt-styles';
import { applyConfig, CONFIG_ATTRIBUTES, isConfigAttribute } from '../../shared/elements/apply-config';
import { defineOnce } from '../../shared/elements/define-once';

/**
 * <yp-cart-badge>: the buyer's cart line count, "99+" above 99, nothing at 0
 * (spec §9). No React: a partner can put it in their own cart link anywhere.
 * It follows the page's cart model, so any widget or bundle that changes the
 * cart updates it; on a page where nothing has loaded the session yet it
 * loads it once to learn the count.
 *
 * Theming: --yp-badge (background), --yp-on-badge (text). Parts: badge.
 */
const BADGE_CSS = `
  :host {
    display: inline-flex;
    vertical-align: middle;
  }
  :host([data-empty]) {
    display: none;
  }
  .badge {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: var(--_yp-badge);
    color: var(--yp-on-badge, #fff);
    font: 700 11px/18px var(--_yp-font-num);
    white-space: nowrap;
  }
`;

export class YaopiCartBadgeElement extends LitElement {
  declare private count: number;
  private unsubscribe: (() => void) | undefined;

  static override properties = { count: { state: true } };

  constructor() {
    super();
    this.count = 0;
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...Object.keys(CONFIG_ATTRIBUTES)];
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    super.attributeChangedCallback(name, oldValue, value);
    if (isConfigAttribute(name) && value) applyConfig({ [CONFIG_ATTRIBUTES[name]]: value });
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    // Tokens first, then the badge's own rules (the same helper as every React widget).
    adoptStyles(root, [tokensCss, BADGE_CSS]);
    return root;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = cart.count.subscribe((value) => {
      this.count = value;
      this.toggleAttribute('data-empty', badgeText(value) === '');
    });
    if (session.status.value === 'idle') void loadSession();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  override render() {
    const text = badgeText(this.count);
    if (!text) return nothing;
    return html`<span class="badge" part="badge" role="status" aria-label=${zh.header.cartLabel(text)}>${text}</span>`;
  }
}

export const CART_BADGE_TAG = 'yp-cart-badge';

defineOnce(CART_BADGE_TAG, () => YaopiCartBadgeElement);
