import { describe, expect, it, vi } from 'vitest';
import { createFrameBridge, isParentCommand, ORDER_MESSAGE_TYPE, parseParentOrigin } from './frame-bridge';

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

describe('isParentCommand', () => {
  const parent = {} as MessageEventSource;
  const message = { type: ORDER_MESSAGE_TYPE, command: 'refresh' };

  it('accepts refresh from the parent window at the configured origin', () => {
    expect(isParentCommand({ origin: 'https://erp.example', source: parent, data: message }, 'https://erp.example', parent)).toBe('refresh');
  });

  it('ignores another origin, even a look-alike', () => {
    expect(isParentCommand({ origin: 'https://erp.example.evil', source: parent, data: message }, 'https://erp.example', parent)).toBeNull();
    expect(isParentCommand({ origin: 'http://erp.example', source: parent, data: message }, 'https://erp.example', parent)).toBeNull();
    expect(isParentCommand({ origin: 'null', source: parent, data: message }, 'https://erp.example', parent)).toBeNull();
  });

  it('ignores the right origin from another window (a popup or sibling frame)', () => {
    const other = {} as MessageEventSource;
    expect(isParentCommand({ origin: 'https://erp.example', source: other, data: message }, 'https://erp.example', parent)).toBeNull();
    expect(isParentCommand({ origin: 'https://erp.example', source: null, data: message }, 'https://erp.example', parent)).toBeNull();
  });

  it('ignores messages that are not ours or unknown commands', () => {
    const at = (data: unknown) => isParentCommand({ origin: 'https://erp.example', source: parent, data }, 'https://erp.example', parent);
    expect(at({ type: 'other', command: 'refresh' })).toBeNull();
    expect(at({ type: ORDER_MESSAGE_TYPE, command: 'delete' })).toBeNull();
    expect(at('refresh')).toBeNull();
    expect(at(null)).toBeNull();
  });

  it('never trusts an empty configured origin', () => {
    expect(isParentCommand({ origin: '', source: parent, data: message }, '', parent)).toBeNull();
  });
});

/** A window stand-in: its parent records what is posted to it. */
function fakeWindow(framed = true) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: vi.fn() };
  const win = {
    parent: undefined as unknown,
    scrollY: 0,
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

  it('posts to the parent with the exact origin as targetOrigin', () => {
    const { win, parent } = fakeWindow();
    const bridge = createFrameBridge({ parentOrigin: 'https://erp.example/', win: win as unknown as Window });
    bridge?.post({ type: ORDER_MESSAGE_TYPE, event: 'height', height: 500 });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: ORDER_MESSAGE_TYPE, event: 'height', height: 500 }, 'https://erp.example');
  });

  it('hands on commands from the parent only, and stops listening when disposed', () => {
    const { win, parent } = fakeWindow();
    const onCommand = vi.fn();
    const bridge = createFrameBridge({ parentOrigin: 'https://erp.example', onCommand, win: win as unknown as Window });
    const data = { type: ORDER_MESSAGE_TYPE, command: 'refresh' };
    win.dispatch({ origin: 'https://evil.example', source: parent as unknown as MessageEventSource, data });
    win.dispatch({ origin: 'https://erp.example', source: {} as MessageEventSource, data });
    expect(onCommand).not.toHaveBeenCalled();
    win.dispatch({ origin: 'https://erp.example', source: parent as unknown as MessageEventSource, data });
    expect(onCommand).toHaveBeenCalledWith('refresh');
    bridge?.dispose();
    expect(win.listeners.size).toBe(0);
  });
});
