// <yp-sign-in> from the built embed bundle: a plain custom element (no lit since issue 28) that
// shows 登录药批 to a visitor and the company with 退出药批登录 once the page's session has a buyer.
import { API, assert, assertEqual, bus, loadBundle, loginDemo, mount, must, shadow, waitFor } from '../../tests/browser/util.js';

const button = (element: Element) => shadow(element).querySelector<HTMLButtonElement>('button[part="button"]');
const name = (element: Element) => shadow(element).querySelector('[part="name"]');

describe('<yp-sign-in>', () => {
  let signIn: HTMLElement;

  before(async () => {
    await loadBundle();
    signIn = mount('yp-sign-in', { 'api-base': API, 'client-id': 'demo-partner', 'redirect-uri': `${location.origin}/callback.html` });
    await waitFor(() => customElements.get('yp-sign-in'), 'the element to be defined');
  });

  it('offers 登录药批 to a visitor, with no name shown', async () => {
    const offered = await waitFor(() => button(signIn), 'the sign-in button');
    assertEqual(offered.textContent?.trim(), '登录药批', 'the button of a visitor');
    assertEqual(offered.type, 'button', 'the button type (never submits a partner form)');
    assertEqual(offered.getAttribute('aria-busy'), 'false', 'aria-busy of an idle button');
    assertEqual(name(signIn), null, 'the name part of a visitor');
  });

  it("shows the buyer's company and 退出药批登录 once the page's session has a buyer, and 登录药批 again after", async () => {
    const { user } = await loginDemo();
    bus().emit('session:changed', { user, origin: 'test' });
    await waitFor(() => name(signIn)?.textContent === user.company, "the company's name");
    const signOut = must(button(signIn), 'the button');
    assertEqual(signOut.textContent?.trim(), '退出药批登录', 'the button of a signed-in buyer');
    // The name comes first, as the partner's header reads it.
    assert(signOut.previousElementSibling === name(signIn), 'the name stands before the button');

    bus().emit('session:changed', { user: null, origin: 'test' });
    await waitFor(() => button(signIn)?.textContent?.trim() === '登录药批', 'the visitor button again');
    assertEqual(name(signIn), null, 'the name part after signing out');
  });

  it('exposes client-id and redirect-uri as properties, as partners script them', () => {
    const element = signIn as HTMLElement & { clientId: string; redirectUri: string };
    assertEqual(element.clientId, 'demo-partner', 'clientId');
    element.redirectUri = 'https://portal.example/yaopi-callback.html';
    assertEqual(signIn.getAttribute('redirect-uri'), 'https://portal.example/yaopi-callback.html', 'the redirect-uri attribute after setting redirectUri');
  });
});
