import { describe, expect, it, vi } from 'vitest';
import { frameMessage, LEGACY_ORDER_TYPE } from '../../shared/contract/frame-messages';
import { createFrameBridge, parseParentOrigin } from './frame-bridge';

describe('parseParentOrigin', () => {
  it('accepts a bare http(s) origin, with or without a port', () => {
    expect(parseParentOrigin('https://erp.example.com')).toBe('https://erp.example.com');
    expect(parseParentOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(parseParentOrigin('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
  });

  it.each([
    ['*'],
    ['null'],
    [''],
    ['erp.example.com'],
    ['javascript:alert(1)'],
    ['file:///etc/passwd'],
    ['https://erp.example.com/path'],
    ['https://erp.example.com?x=1'],
    ['https://user@erp.example.com'],
    ['https://*.example.com'],
    ['https://erp.example.com#x'],
  ])('refuses %s', (value) => {
    expect(parseParentOrigin(value)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(parseParentOrigin(null)).toBeNull();
    expect(parseParentOrigin(undefined)).toBeNull();
  });
});

/** A window stand-in: its parent records what is posted to it. */
function fakeWindow(framed = true) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: vi.fn() };
  const win = {
    parent: undefined as unknown,
    scrollY: 0,
    ResizeObserver: class {
      observe() {}
      disconnect() {}
    },
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
    dispatch: (event: Partial<MessageEvent>) => listeners.forEach((fn) => fn(event as MessageEvent)),
    listeners,
  };
  win.parent = framed ? parent : win;
  return { win, parent };
}

describe('createFrameBridge', () => {
  it('is null when not framed or when the origin is not valid', () => {
    expect(createFrameBridge({ parentOrigin: 'https://erp.example', win: fakeWindow(false).win as unknown as Window })).toBeNull();
    expect(createFrameBridge({ parentOrigin: '*', win: fakeWindow().win as unknown as Window })).toBeNull();
    expect(createFrameBridge({ parentOrigin: '', win: fakeWindow().win as unknown as Window })).toBeNull();
  });

  it('posts its height to the parent with the exact origin as targetOrigin, in the envelope and in the first protocol’s form', () => {
    const { win, parent } = fakeWindow();
    const bridge = createFrameBridge({ parentOrigin: 'https://erp.example/', win: win as unknown as Window });
    const element = { getBoundingClientRect: () => ({ bottom: 499.2 }) } as unknown as Element;
    bridge?.observeHeight(element);
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'yaopi:bus', v: 1, event: 'frame:height', payload: { height: 500 } }, 'https://erp.example'],
      [{ type: LEGACY_ORDER_TYPE, event: 'height', height: 500 }, 'https://erp.example'],
    ]);
  });

  it('posts a status only in the first protocol’s form (the bus link sends the envelope)', () => {
    const { win, parent } = fakeWindow();
    const bridge = createFrameBridge({ parentOrigin: 'https://erp.example', win: win as unknown as Window });
    bridge?.legacyStatus({ order_id: 7, order_no: 'YP7', status: 5, status_text: '已取消', action: 'cancel', origin: 'order-page:1' });
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: LEGACY_ORDER_TYPE, event: 'status', order_id: 7, order_no: 'YP7', status: 5, status_text: '已取消', action: 'cancel' }, 'https://erp.example'],
    ]);
  });

  it.each([
    ['the envelope', frameMessage('frame:refresh', {})],
    ['the first protocol’s command', { type: LEGACY_ORDER_TYPE, command: 'refresh' }],
  ])('refreshes on %s from the parent only, and stops listening when disposed', (_, data) => {
    const { win, parent } = fakeWindow();
    const onRefresh = vi.fn();
    const bridge = createFrameBridge({ parentOrigin: 'https://erp.example', onRefresh, win: win as unknown as Window });
    const from = parent as unknown as MessageEventSource;
    win.dispatch({ origin: 'https://evil.example', source: from, data });
    win.dispatch({ origin: 'https://erp.example.evil', source: from, data });
    win.dispatch({ origin: 'http://erp.example', source: from, data });
    win.dispatch({ origin: 'https://erp.example', source: {} as MessageEventSource, data });
    win.dispatch({ origin: 'https://erp.example', source: null, data });
    expect(onRefresh).not.toHaveBeenCalled();
    win.dispatch({ origin: 'https://erp.example', source: from, data });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    bridge?.dispose();
    win.dispatch({ origin: 'https://erp.example', source: from, data });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(win.listeners.size).toBe(0);
  });

  it.each([
    ['another command', { type: LEGACY_ORDER_TYPE, command: 'delete' }],
    ['another type', { type: 'other', command: 'refresh' }],
    ['a refresh with a payload', { ...frameMessage('frame:refresh', {}), payload: { id: 1 } }],
    ['a bus event', frameMessage('cart:count', { count: 1, origin: 'x' })],
    ['a bare string', 'refresh'],
    ['null', null],
  ])('ignores %s', (_, data) => {
    const { win, parent } = fakeWindow();
    const onRefresh = vi.fn();
    createFrameBridge({ parentOrigin: 'https://erp.example', onRefresh, win: win as unknown as Window });
    win.dispatch({ origin: 'https://erp.example', source: parent as unknown as MessageEventSource, data });
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
