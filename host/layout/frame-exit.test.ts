import { describe, expect, it } from 'vitest';
import { leavesFrame } from './frame-exit';

describe('leavesFrame: a framed order page or chat never routes to another page inside the frame', () => {
  it.each([
    // current, target, framed, leaves
    ['/frame/order/12', '/cart/step3/12', true, true],
    ['/frame/order/12', '/order/returnInfo/12', true, true],
    ['/frame/order/12', '/frame/order/12?tab=logistics', true, false],
    ['/frame/order/12', '/frame/order/12#wl', true, false],
    ['/chat', '/order/info/3', true, true],
    ['/chat', '/chat', true, false],
    // Not framed: the same pages route as usual.
    ['/frame/order/12', '/cart/step3/12', false, false],
    ['/chat', '/order/info/3', false, false],
    // Framed by our own site (e.g. the right bar's chat on our pages is a frame too, but a site page is not a framed page).
    ['/cart', '/cart/step2', true, false],
    ['/chatroom', '/order', true, false],
  ])('%s → %s (framed %s): leaves %s', (current, target, framed, leaves) => {
    expect(leavesFrame(current, target, framed)).toBe(leaves);
  });
});
