// <yp-notifier>, which the bundle appends to a partner page on the first
// alert or toast (it is not downloaded before): bus alerts and toasts.
import { assert, assertEqual, bus, listen, loadBundle, must, waitFor } from '../../tests/browser/util.js';

/** The notifier's chunk files this page has fetched so far. */
const notifierChunks = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/chunks\/notifier\.element-/.test(name));

const notifierRoot = () => document.querySelector('yp-notifier')?.shadowRoot;
const root = () => must(notifierRoot(), "the notifier's shadow root");

describe('<yp-notifier> on a partner page', () => {
  before(() => loadBundle());

  it('is neither on the page nor downloaded before anything is shown', () => {
    assertEqual(document.querySelector('yp-notifier'), null, 'a <yp-notifier> before the first alert');
    assertEqual(customElements.get('yp-notifier'), undefined, '<yp-notifier> defined before the first alert');
    assertEqual(notifierChunks().length, 0, 'notifier chunks fetched before the first alert');
  });

  it('shows a ui:alert as a 温馨提示 dialog and closes it with Enter', async () => {
    // The first alert of the page: it loads the notifier and is shown once it is ready, not lost.
    const heard = listen('ui:alert');
    bus().emit('ui:alert', { message: '请求超时，请刷新页面', icon: 'warning' });
    await waitFor(() => notifierRoot(), 'the notifier the bundle appends to <body> on the first alert');
    assertEqual(document.querySelectorAll('yp-notifier').length, 1, 'number of <yp-notifier> elements');
    const dialog = await waitFor(() => root().querySelector('[role="alertdialog"]'), 'the alert dialog');
    heard.off();
    // The waiting alert reaches the notifier through its page slot, not a second emit every other listener would hear.
    assertEqual(heard.heard.length, 1, 'ui:alert events on the bus for one alert');
    assert(dialog.textContent?.includes('温馨提示'), `no 温馨提示 title: ${dialog.textContent}`);
    assert(dialog.textContent?.includes('请求超时，请刷新页面'), 'the message is missing');
    const focused = root().activeElement;
    assertEqual(focused?.textContent, '确定', 'the button holding focus');
    // Enter anywhere in the dialog presses the primary button.
    const message = must(dialog.querySelector('.yp-alert__message'), 'the message');
    message.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    await waitFor(() => !root().querySelector('[role="alertdialog"]'), 'the dialog to close');
  });

  it('closes on Escape', async () => {
    bus().emit('ui:alert', { message: '活动暂未开始' });
    await waitFor(() => root().querySelector('[role="alertdialog"]'), 'the alert dialog');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => !root().querySelector('[role="alertdialog"]'), 'the dialog to close on Escape');
  });

  it('shows a ui:toast as a status message', async () => {
    bus().emit('ui:toast', { message: '系统繁忙，请稍候再试', kind: 'error' });
    const toast = await waitFor(() => root().querySelector('.yp-toast'), 'the toast');
    assert(toast.textContent?.includes('系统繁忙'), 'the toast text is missing');
    assertEqual(toast.getAttribute('role'), 'alert', 'role of an error toast');
  });
});
