import { LitElement, html } from 'lit';
import { session } from '../../shared/store/session';
import { loadSession } from '../../shared/store/session-load';
import { getBus } from '../../shared/bus/bus';
import { tokensCss } from '../../shared/ui/use-styles';
import { adoptStyles } from '../../shared/ui/adopt-styles';
import { defineOnce } from '../../shared/elements/define-once';
import { resume, signIn, SignInError, signOut } from './sign-in';

/**
 * <yp-sign-in client-id="…" redirect-uri="…">: the 登录药批 button for a
 * partner's page. A click opens the yaopi sign-in popup (OAuth 2.0 code +
 * PKCE, ./sign-in.ts); once approved, every widget on the page shows the
 * buyer. Signed in, it shows the company and 退出. No React, and loaded only
 * when the tag is on the page (widgets/index.ts), with oauth4webapi in its
 * own chunk. Theming: the --yp-* tokens, ::part(button) and ::part(name).
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

export class YaopiSignInElement extends LitElement {
  declare clientId: string;
  declare redirectUri: string;
  declare private company: string;
  declare private busy: boolean;
  private unsubscribe: (() => void) | undefined;

  static override properties = {
    clientId: { attribute: 'client-id' },
    redirectUri: { attribute: 'redirect-uri' },
    company: { state: true },
    busy: { state: true },
  };

  constructor() {
    super();
    this.clientId = '';
    this.redirectUri = '';
    this.company = '';
    this.busy = false;
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    adoptStyles(root, [tokensCss, SIGN_IN_CSS]);
    return root;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = session.user.subscribe((user) => {
      this.company = user?.company ?? '';
    });
    // A reload in this tab keeps the sign-in; otherwise the page shows whoever its token (if any) stands for.
    void (this.clientId ? resume(this.clientId) : Promise.resolve(null)).then(
      (kept) => {
        if (!kept && session.status.value === 'idle') void loadSession();
      },
      () => undefined,
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private async start(): Promise<void> {
    if (!this.clientId || !this.redirectUri) {
      console.warn('yaopi: <yp-sign-in> needs client-id and redirect-uri');
      return;
    }
    this.busy = true;
    try {
      await signIn({ clientId: this.clientId, redirectUri: this.redirectUri });
    } catch (error) {
      const message = error instanceof SignInError ? error.message : '登录未完成，请重试';
      if (!(error instanceof SignInError && error.reason === 'cancelled')) getBus().emit('ui:toast', { message, kind: 'error' });
    } finally {
      this.busy = false;
    }
  }

  private async stop(): Promise<void> {
    this.busy = true;
    try {
      await signOut(this.clientId);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    if (this.company) {
      return html`<span part="name">${this.company}</span
        ><button type="button" part="button" ?disabled=${this.busy} @click=${() => void this.stop()}>退出药批登录</button>`;
    }
    return html`<button type="button" part="button" ?disabled=${this.busy} aria-busy=${this.busy ? 'true' : 'false'} @click=${() => void this.start()}>
      ${this.busy ? '正在登录…' : '登录药批'}
    </button>`;
  }
}

export const SIGN_IN_TAG = 'yp-sign-in';

defineOnce(SIGN_IN_TAG, () => YaopiSignInElement);
