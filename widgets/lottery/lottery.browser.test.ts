// <yp-lottery> from the built embed bundle against the real API server, as a
// verified seeded buyer who has not drawn (zzbxk; the e2e draws as demo):
// idle (prizes and rules) → drawing (a loading state) → the result after
// LOTTERY_RESULT_DELAY_MS → a LOTTERY_CLOSE_MS closing animation → gone.
// Closing while the draw runs asks first (docs/product/errors.md); 取消 keeps it running.
//
// Time is the page clock's (tests/browser/fake-clock.ts), installed before
// the bundle loads: the 2 s result delay and the 1 s close pass when the
// test advances it, never by waiting.
import { LOTTERY_CLOSE_MS, LOTTERY_RESULT_DELAY_MS } from '../../shared/domain/constants.js';
import { installFakeClock } from '../../tests/browser/fake-clock.js';
import { API, apiData, assert, assertEqual, loadBundle, login, mount, must, shadow, shadowText, waitFor } from '../../tests/browser/util.js';

const clock = installFakeClock();

const BUYER = 'zzbxk';

let token: string;
let element: HTMLElement;

const panel = () => shadow(element).querySelector<HTMLElement>('[part="panel"]');
const phase = () => panel()?.dataset.phase ?? 'gone';
const buttonNamed = (text: string) => [...shadow(element).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text);

function pressEscape(): void {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
}

describe('<yp-lottery> for a verified buyer who has not drawn', () => {
  before(async () => {
    await loadBundle();
    ({ token } = await login(BUYER));
    const simple = await apiData('/api/draw/simple', token);
    assertEqual(simple.is_join, 0, `${BUYER} may draw in the seeded activity`);
    element = mount('yp-lottery', { 'api-base': API, token });
  });

  it('shows the running activity: its prizes, rules and the draw button', async () => {
    await waitFor(() => phase() === 'idle', 'the pop-up to show');
    const text = shadowText(element);
    assert(text.includes('药批年终感恩回馈抽奖'), `no activity name in: ${text}`);
    assert(text.includes('满300减20元优惠券'), 'no coupon prize listed');
    assert(text.includes('500积分'), 'no points prize listed');
    assert(text.includes('活动规则'), 'no rules');
    assert(!text.includes('谢谢参与'), '谢谢参与 is not a prize to list');
    const panelEl = must(panel(), 'the panel');
    assertEqual(panelEl.getAttribute('role'), 'dialog', 'panel role');
    assert(must(buttonNamed('立即抽奖'), 'the draw button'), 'draw button');
  });

  it('draws: a loading state, closing asks first, and the result appears 2 s after the click', async () => {
    must(buttonNamed('立即抽奖'), 'the draw button').click();
    await waitFor(() => phase() === 'drawing', 'the drawing state');
    assert(shadowText(element).includes('正在抽奖'), 'no loading text');

    // The server answers long before the delay is over: the result still waits for the page clock.
    await waitFor(async () => ((await apiData('/api/draw/record', token)).total === 1 ? true : null), 'the draw to be recorded on the server');
    clock.advance(LOTTERY_RESULT_DELAY_MS - 1);
    assertEqual(phase(), 'drawing', 'phase 1 ms before the result delay');

    // Esc while drawing asks (docs/product/errors.md) instead of closing; 取消 keeps the draw.
    pressEscape();
    await waitFor(() => shadowText(element).includes('关闭后如未看到抽奖结果，请到个人中心的我的抽奖查看。确定关闭吗？'), 'the close confirmation');
    // The personal centre's page of one's own draws is named and linked, so the buyer can go and look.
    const draws = must(shadow(element).querySelector<HTMLAnchorElement>('[role="alertdialog"] a[part~="draws-link"]'), 'the 我的抽奖 link');
    assertEqual(draws.textContent, '我的抽奖', 'the link text');
    assert(draws.getAttribute('href')?.endsWith('/wdcj'), `the link goes to ${draws.getAttribute('href')}`);
    must(buttonNamed('取消'), 'the 取消 button').click();
    await waitFor(() => !shadowText(element).includes('关闭后如未看到抽奖结果'), 'the confirmation to go');
    assertEqual(phase(), 'drawing', 'phase after 取消');

    clock.advance(1);
    await waitFor(() => phase() === 'result', 'the result');
    const record = (await apiData('/api/draw/record', token)).data[0];
    const text = shadowText(element);
    const headline = record.prize_kind === 'none' ? '很遗憾，本次未中奖' : `恭喜您获得「${record.prize_name}」！`;
    assert(text.includes(headline), `no "${headline}" in: ${text}`);
    assert(text.includes(record.remarks), `no remarks "${record.remarks}" in: ${text}`);
    const link = shadow(element).querySelector<HTMLAnchorElement>('[part="result"] a');
    assertEqual(link?.getAttribute('href') ?? '', record.link, 'the link to where the prize landed');
  });

  it('closes with a 1 s animation, and the buyer is not offered a second draw', async () => {
    must(buttonNamed('我知道了'), 'the 我知道了 button').click();
    await waitFor(() => phase() === 'closing', 'the closing state');
    assert(must(panel(), 'the panel').classList.contains('is-closing'), 'no closing animation class');
    clock.advance(LOTTERY_CLOSE_MS - 1);
    assertEqual(phase(), 'closing', 'phase 1 ms before the animation ends');
    clock.advance(1);
    await waitFor(() => phase() === 'gone', 'the pop-up to be gone');
    const simple = await apiData('/api/draw/simple', token);
    assertEqual(simple.is_join, 1, 'is_join after drawing');
  });
});
