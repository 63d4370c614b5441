import { session } from '../../shared/store/session';
import { loadSession } from '../../shared/store/session-load';
import { getBus } from '../../shared/bus/bus';
import { tokensCss } from '../../shared/ui/tokens';
import { adoptStyles } from '../../shared/ui/adopt-styles';
import { ConfiguredElement } from '../../shared/elements/configured-element';
import { defineOnce } from '../../shared/elements/define-once';
import { resume, signIn, SignInError, signOut } from './sign-in';

/**
 * <yp-sign-in client-id="…" redirect-uri="…">: the 登录药批 button for a
 * partner's page. A click opens the yaopi sign-in popup (OAuth 2.0 code +
 * PKCE, ./sign-in.ts); once approved, every widget on the page shows the
 * buyer. Signed in, it shows the company and 退出. No framework (a button and
 * a name, like <yp-cart-badge>), and loaded only when the tag is on the page
 * (widgets/index.ts), with oauth4webapi in its own chunk. client-id and
 * redirect-uri are read when used, so a page may set them after the tag.
 * Theming: the --yp-* tokens. Parts: button, name.
 */
const SIGN_IN_CSS = `
  :host {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font: var(--_yp-fs) / 1.5 var(--_yp-font);
    color: inherit;
  }
  button {
    all: unset;
    box-sizing: border-box;
    padding: 4px 14px;
    border-radius: var(--_yp-radius);
    background: var(--_yp-brand);
    color: var(--_yp-on-brand);
    font: var(--_yp-fs) / 1.5 var(--_yp-font);
    cursor: pointer;
  }
  button:hover {
    background: var(--_yp-brand-hover);
  }
  button:focus-visible {
    outline: 2px solid var(--_yp-brand-line);
    outline-offset: 2px;
  }
  button[disabled] {
    opacity: 0.6;
    cursor: default;
  }
`;

export class YaopiSignInElement extends ConfiguredElement {
  private readonly button: HTMLButtonElement;
  private readonly nameTag: HTMLSpanElement;
  private company = '';
  private busy = false;
  private unsubscribe: (() => void) | undefined;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, [tokensCss, SIGN_IN_CSS]);
    this.nameTag = this.ownerDocument.createElement('span');
    this.nameTag.setAttribute('part', 'name');
    this.button = this.ownerDocument.createElement('button');
    this.button.type = 'button';
    this.button.setAttribute('part', 'button');
    this.button.addEventListener('click', () => void (this.company ? this.stop() : this.start()));
    root.append(this.button);
    this.render();
  }

  get clientId(): string {
    return this.getAttribute('client-id') ?? '';
  }

  set clientId(value: string) {
    this.setAttribute('client-id', value);
  }

  get redirectUri(): string {
    return this.getAttribute('redirect-uri') ?? '';
  }

  set redirectUri(value: string) {
    this.setAttribute('redirect-uri', value);
  }

  connectedCallback(): void {
    this.unsubscribe = session.user.subscribe((user) => {
      this.company = user?.company ?? '';
      this.render();
    });
    // A reload in this tab keeps the sign-in; otherwise the page shows whoever its token (if any) stands for.
    void (this.clientId ? resume(this.clientId) : Promise.resolve(null)).then(
      (kept) => {
        if (!kept && session.status.value === 'idle') void loadSession();
      },
      () => undefined,
    );
  }

  disconnectedCallback(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private async start(): Promise<void> {
    if (!this.clientId || !this.redirectUri) {
      console.warn('yaopi: <yp-sign-in> needs client-id and redirect-uri');
      return;
    }
    this.setBusy(true);
    try {
      await signIn({ clientId: this.clientId, redirectUri: this.redirectUri });
    } catch (error) {
      const message = error instanceof SignInError ? error.message : '登录未完成，请重试';
      if (!(error instanceof SignInError && error.reason === 'cancelled')) getBus().emit('ui:toast', { message, kind: 'error' });
    } finally {
      this.setBusy(false);
    }
  }

  private async stop(): Promise<void> {
    this.setBusy(true);
    try {
      await signOut(this.clientId);
    } finally {
      this.setBusy(false);
    }
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    this.render();
  }

  /** Signed in: the company, then 退出药批登录. A visitor: 登录药批 (正在登录… while the popup is open). The nodes stay, so focus does. */
  private render(): void {
    this.button.disabled = this.busy;
    if (this.company) {
      this.nameTag.textContent = this.company;
      if (!this.nameTag.parentNode) this.button.before(this.nameTag);
      this.button.removeAttribute('aria-busy');
      this.button.textContent = '退出药批登录';
    } else {
      this.nameTag.remove();
      this.button.setAttribute('aria-busy', String(this.busy));
      this.button.textContent = this.busy ? '正在登录…' : '登录药批';
    }
  }
}

export const SIGN_IN_TAG = 'yp-sign-in';

defineOnce(SIGN_IN_TAG, () => YaopiSignInElement);
