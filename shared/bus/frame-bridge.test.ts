import { describe, expect, it, vi } from 'vitest';
import { createBus, type Bus } from './bus';
import { connectFrame, connectParent, linkBus } from './frame-bridge';

/**
 * Two simulated windows on two origins. postMessage behaves as the browser's:
 * the data is structured-cloned, delivered only when targetOrigin matches the
 * receiver's origin ('*' always), and the event names the sender's origin and
 * window. Delivery is synchronous here, which only makes loops show sooner.
 */
type Listener = (event: MessageEvent) => void;

class FakeWindow {
  readonly listeners = new Set<Listener>();
  readonly received: unknown[] = [];
  /** The object `target` holds for this window (what arrives as event.source there). */
  handleFor: (target: FakeWindow) => unknown = () => undefined;
  constructor(readonly origin: string) {}
  addEventListener(_type: 'message', listener: Listener) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: Listener) {
    this.listeners.delete(listener);
  }
  /** A message from `sender`, as the browser would deliver it. */
  deliver(data: unknown, sender: { origin: string; window: unknown }) {
    this.received.push(data);
    const event = { data: structuredClone(data), origin: sender.origin, source: sender.window } as MessageEvent;
    for (const listener of [...this.listeners]) listener(event);
  }
}

/** The window object another window holds for `target`: posting names `from` as the sender. */
function handle(target: FakeWindow, from: FakeWindow) {
  return {
    postMessage: vi.fn((data: unknown, targetOrigin: string) => {
      if (targetOrigin !== '*' && targetOrigin !== target.origin) return;
      target.deliver(data, { origin: from.origin, window: from.handleFor(target) });
    }),
  };
}

const ERP = 'https://erp.example';
const SITE = 'https://www.yaopi.example';

/** An ERP page framing a yaopi page, each with its own bus, both linked. */
function framedPage() {
  const parent = new FakeWindow(ERP);
  const child = new FakeWindow(SITE);
  const toChild = handle(child, parent);
  const toParent = handle(parent, child);
  // In the parent, the child is frame.contentWindow (toChild); in the child, the parent is window.parent (toParent).
  child.handleFor = (target) => (target === parent ? toChild : undefined);
  parent.handleFor = (target) => (target === child ? toParent : undefined);
  const parentBus = createBus();
  const childBus = createBus();
  const frame = { contentWindow: toChild } as unknown as HTMLIFrameElement;
  // The child's window.parent is the handle that posts to the parent.
  const childWin = Object.assign(child, { parent: toParent }) as unknown as Window;
  const stopParent = connectFrame(frame, { origin: SITE, win: parent as unknown as Window, bus: parentBus });
  const stopChild = connectParent({ parentOrigin: ERP, win: childWin, bus: childBus });
  return { parent, child, parentBus, childBus, toChild, toParent, frame, stopParent, stopChild };
}

function record(bus: Bus, event: 'cart:count' | 'order:status' | 'favorite:changed') {
  const heard: unknown[] = [];
  bus.on(event, (payload) => heard.push(payload));
  return heard;
}

describe('the frame bus bridge', () => {
  it('carries a cart change in the frame to the parent’s bus, and one in the parent to the frame', () => {
    const page = framedPage();
    const inParent = record(page.parentBus, 'cart:count');
    const inFrame = record(page.childBus, 'cart:count');

    page.childBus.emit('cart:count', { count: 4, origin: 'cart:frame' });
    expect(inParent).toEqual([{ count: 4, origin: 'cart:frame' }]);

    page.parentBus.emit('cart:count', { count: 6, origin: 'cart:parent' });
    expect(inFrame).toEqual([
      { count: 4, origin: 'cart:frame' },
      { count: 6, origin: 'cart:parent' },
    ]);
  });

  it('does not echo an event back to the window it came from', () => {
    const page = framedPage();
    page.childBus.emit('order:status', {
      order_id: 7,
      order_no: 'YP7',
      status: 5,
      status_text: '已取消',
      action: 'cancel',
      origin: 'order-page:1',
    });
    // One message up, none back down.
    expect(page.toParent.postMessage).toHaveBeenCalledTimes(1);
    expect(page.toChild.postMessage).not.toHaveBeenCalled();
    expect(page.toParent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'yaopi:bus', v: 1, event: 'order:status' }), ERP);
  });

  it('sends with the exact peer origin as targetOrigin, never "*"', () => {
    const page = framedPage();
    page.parentBus.emit('favorite:changed', { goods_ids: [1], favorite: true, origin: 'fav:p' });
    page.childBus.emit('favorite:changed', { goods_ids: [2], favorite: false, origin: 'fav:c' });
    expect(page.toChild.postMessage.mock.calls.map((call) => call[1])).toEqual([SITE]);
    expect(page.toParent.postMessage.mock.calls.map((call) => call[1])).toEqual([ERP]);
  });

  it('ignores a bus message from the right window at the wrong origin, or from the right origin in another window', () => {
    const page = framedPage();
    const inParent = record(page.parentBus, 'cart:count');
    const message = { type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count: 99, origin: 'forged' } };
    // The frame navigated elsewhere (or a look-alike origin).
    page.parent.deliver(message, { origin: 'https://www.yaopi.example.evil', window: page.toChild });
    page.parent.deliver(message, { origin: 'http://www.yaopi.example', window: page.toChild });
    // Another window (a popup, a sibling frame, the page itself) on yaopi's origin.
    page.parent.deliver(message, { origin: SITE, window: {} });
    page.parent.deliver(message, { origin: SITE, window: null });
    expect(inParent).toEqual([]);
    // The same message from the frame is heard.
    page.parent.deliver(message, { origin: SITE, window: page.toChild });
    expect(inParent).toEqual([{ count: 99, origin: 'forged' }]);
  });

  it('ignores messages of another version, unknown events and extra fields', () => {
    const page = framedPage();
    const inParent = record(page.parentBus, 'cart:count');
    const from = { origin: SITE, window: page.toChild };
    page.parent.deliver({ type: 'yaopi:bus', v: 2, event: 'cart:count', payload: { count: 1, origin: 'x' } }, from);
    page.parent.deliver({ type: 'yaopi:bus', v: 1, event: 'session:expired', payload: { path: '/' } }, from);
    page.parent.deliver({ type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count: 1, origin: 'x', user: {} } }, from);
    expect(inParent).toEqual([]);
  });

  it('hears the frame events of the one envelope but never puts them on the bus', () => {
    const page = framedPage();
    const heard: string[] = [];
    const bus = page.parentBus as unknown as { emit: (event: string, payload: unknown) => void };
    const emit = bus.emit.bind(bus);
    bus.emit = (event, payload) => {
      heard.push(event);
      emit(event, payload);
    };
    const from = { origin: SITE, window: page.toChild };
    page.parent.deliver({ type: 'yaopi:bus', v: 1, event: 'frame:height', payload: { height: 640 } }, from);
    page.parent.deliver({ type: 'yaopi:bus', v: 1, event: 'frame:refresh', payload: {} }, from);
    expect(heard).toEqual([]);
    page.parent.deliver({ type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count: 1, origin: 'x' } }, from);
    expect(heard).toEqual(['cart:count']);
  });

  it('keeps events that do not cross on their own page', () => {
    const page = framedPage();
    page.childBus.emit('cart:add', { lines: [] });
    page.childBus.emit('navigate', { path: '/cart' });
    page.childBus.emit('session:changed', { user: null, origin: 's' });
    page.childBus.emit('ui:toast', { message: '已加入购物车' });
    expect(page.toParent.postMessage).not.toHaveBeenCalled();
  });

  it('passes one frame’s events on to a second frame, and not back to the first', () => {
    const page = framedPage();
    const second = new FakeWindow(SITE);
    const toSecond = handle(second, page.parent);
    const frame2 = { contentWindow: toSecond } as unknown as HTMLIFrameElement;
    connectFrame(frame2, { origin: SITE, win: page.parent as unknown as Window, bus: page.parentBus });
    page.childBus.emit('cart:count', { count: 2, origin: 'cart:frame1' });
    expect(toSecond.postMessage).toHaveBeenCalledTimes(1);
    expect(second.received).toEqual([{ type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count: 2, origin: 'cart:frame1' } }]);
    expect(page.toChild.postMessage).not.toHaveBeenCalled();
  });

  it('links a window once per page, however many callers connect it; the last stop ends it', () => {
    const page = framedPage();
    const again = connectFrame(page.frame, { origin: SITE, win: page.parent as unknown as Window, bus: page.parentBus });
    const inParent = record(page.parentBus, 'cart:count');
    page.childBus.emit('cart:count', { count: 1, origin: 'c' });
    // One link: heard once, and nothing bounced back by a second link.
    expect(inParent).toHaveLength(1);
    expect(page.toChild.postMessage).not.toHaveBeenCalled();

    page.stopParent?.();
    page.childBus.emit('cart:count', { count: 2, origin: 'c' });
    expect(inParent).toHaveLength(2);
    again?.();
    page.childBus.emit('cart:count', { count: 3, origin: 'c' });
    expect(inParent).toHaveLength(2);
    expect(page.parent.listeners.size).toBe(0);
  });

  it('does not link an unframed page or an origin that is not exact', () => {
    const alone = new FakeWindow(SITE);
    expect(connectParent({ parentOrigin: ERP, win: alone as unknown as Window, bus: createBus() })).toBeNull();
    const child = Object.assign(new FakeWindow(SITE), { parent: { postMessage: vi.fn() } }) as unknown as Window;
    for (const origin of ['*', 'null', '', 'https://erp.example/path', 'https://*.example']) {
      expect(connectParent({ parentOrigin: origin, win: child, bus: createBus() })).toBeNull();
      expect(connectFrame({ contentWindow: null } as HTMLIFrameElement, { origin, win: child, bus: createBus() })).toBeNull();
    }
  });

  it('sends nothing to a frame still on about:blank (readable, not yaopi’s origin), then reaches yaopi’s page once it has loaded', () => {
    const parent = new FakeWindow(ERP);
    const bus = createBus();
    // Before its src is set the frame's window is readable from the page, at no origin of its own.
    let location: { origin: string } | null = { origin: 'null' };
    const peer = {
      postMessage: vi.fn(),
      get location() {
        // Once yaopi's page is in, reading it throws, as across origins.
        if (!location) throw new DOMException('Blocked a frame', 'SecurityError');
        return location;
      },
    };
    connectFrame({ contentWindow: peer } as unknown as HTMLIFrameElement, { origin: SITE, win: parent as unknown as Window, bus });
    bus.emit('cart:count', { count: 1, origin: 'c' });
    expect(peer.postMessage).not.toHaveBeenCalled();
    // A page of the partner's own origin in the frame is not yaopi either.
    location = { origin: ERP };
    bus.emit('cart:count', { count: 2, origin: 'c' });
    expect(peer.postMessage).not.toHaveBeenCalled();
    location = null;
    bus.emit('cart:count', { count: 3, origin: 'c' });
    expect(peer.postMessage).toHaveBeenCalledWith({ type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count: 3, origin: 'c' } }, SITE);
  });

  it('drops a payload the other side would refuse instead of sending it', () => {
    const parent = new FakeWindow(ERP);
    const peer = { postMessage: vi.fn() };
    const bus = createBus();
    linkBus({ win: parent as unknown as Window, peer: () => peer, origin: SITE, bus });
    bus.emit('favorite:changed', { goods_ids: Array.from({ length: 500 }, (_, i) => i + 1), favorite: true, origin: 'f' });
    bus.emit('cart:count', { count: 3, origin: 'c' });
    expect(peer.postMessage).toHaveBeenCalledTimes(1);
    expect(peer.postMessage).toHaveBeenCalledWith({ type: 'yaopi:bus', v: 1, event: 'cart:count', payload: { count: 3, origin: 'c' } }, SITE);
  });
});
