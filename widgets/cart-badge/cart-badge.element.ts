import { badgeText } from '../../shared/domain/badge';
import { cart } from '../../shared/store/cart';
import { session } from '../../shared/store/session';
import { loadSession } from '../../shared/store/session-load';
import { zh } from '../../shared/text/zh.text';
import { tokensCss } from '../../shared/ui/tokens';
import { adoptStyles } from '../../shared/ui/adopt-styles';
import badgeCss from '../../shared/ui/badge.css?inline';
import { ConfiguredElement } from '../../shared/elements/configured-element';
import { defineOnce } from '../../shared/elements/define-once';

/**
 * <yp-cart-badge>: the buyer's cart line count, "99+" above 99, nothing at 0
 * (docs/product/constants.md). No framework: a partner can put it in their own cart link anywhere.
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
  /* The kit's badge (shared/ui/badge.css), less its ring: it stands alone, not over an icon. */
  .yp-badge {
    color: var(--yp-on-badge, #fff);
    box-shadow: none;
  }
`;

export class YaopiCartBadgeElement extends ConfiguredElement {
  private readonly root: ShadowRoot;
  private readonly badge: HTMLSpanElement;
  private unsubscribe: (() => void) | undefined;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    // Tokens first, then the kit's badge and this element's own rules (the same helper as every React widget).
    adoptStyles(this.root, [tokensCss, badgeCss, BADGE_CSS]);
    this.badge = this.ownerDocument.createElement('span');
    this.badge.className = 'yp-badge';
    this.badge.setAttribute('part', 'badge');
    this.badge.setAttribute('role', 'status');
  }

  connectedCallback(): void {
    this.unsubscribe = cart.count.subscribe((count) => this.show(count));
    if (session.status.value === 'idle') void loadSession();
  }

  disconnectedCallback(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** The count as the badge reads it; at 0 the badge leaves the shadow root and the host hides. */
  private show(count: number): void {
    const text = badgeText(count);
    this.toggleAttribute('data-empty', text === '');
    if (!text) {
      this.badge.remove();
      return;
    }
    this.badge.textContent = text;
    this.badge.setAttribute('aria-label', zh.header.cartLabel(text));
    if (this.badge.parentNode !== this.root) this.root.append(this.badge);
  }
}

export const CART_BADGE_TAG = 'yp-cart-badge';

defineOnce(CART_BADGE_TAG, () => YaopiCartBadgeElement);
