// Small helpers for the browser tests (web-test-runner, mocha, Chromium): no
// assertion library is installed, and none is needed for "this text appears"
// and "this colour is that".
//
// mocha's globals (describe, it, before…) are typed by @types/mocha, brought
// in here and nowhere else; TypeScript has no per-file globals, so
// eslint.config.js forbids them outside the browser tests (vitest files
// import theirs from 'vitest'). See docs/decisions.md ADR-050.
/// <reference types="mocha" />
import type { Bus } from '../../shared/bus/bus.js';
import type { BusEventName, BusEvents } from '../../shared/bus/events.js';
import type { YaopiGlobal } from '../../widgets/index.js';

declare global {
  interface Window {
    /** The API server the config started (injected by testRunnerHtml). */
    __API__?: string;
  }
}

/** The API server's address: another origin than the test page, as on a partner's site. */
export const API: string = window.__API__ ?? '';

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** `value`, or a failure naming what was missing (a typed querySelector that must find something). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

/**
 * Waits until `probe()` returns something truthy and returns it. React
 * renders custom elements asynchronously and data comes over HTTP, so the
 * tests wait for what a user would see instead of sleeping.
 */
export async function waitFor<T>(probe: () => T | Promise<T>, what: string, timeoutMs = 8000): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (performance.now() > deadline) {
      const reason = last instanceof Error ? ` (last error: ${last.message})` : '';
      throw new Error(`timed out waiting for ${what}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Resolves after the browser has rendered a frame and run the tasks before
 * it: what a negative check waits for once the event it is about has been
 * delivered (no fixed time; nothing later can still be on its way).
 */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** All text of an element's shadow root, whitespace collapsed. */
export function shadowText(element: Element | null | undefined): string {
  return (element?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** `element`'s open shadow root (every yaopi widget has one once rendered). */
export function shadow(element: Element): ShadowRoot {
  return must(element.shadowRoot, `the shadow root of <${element.localName}>`);
}

/** Loads the built embed bundle (once per page unless a query makes it a new module). */
export function loadBundle(query = ''): Promise<unknown> {
  return import(/* @vite-ignore */ `/dist/embed/v1/yaopi.js${query}`);
}

/** The embed bundle's window.yaopi (configure, load, version). */
export function yaopi(): YaopiGlobal {
  return must(window.yaopi, 'window.yaopi (the bundle is not loaded)');
}

/** Creates `<tag>` with the given attributes and appends it to <body>. */
export function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Sets an input's value as typing would (React tracks the native setter) and fires `input`. */
export function setInputValue(input: HTMLInputElement, value: string): void {
  const setter = must(Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set, 'the value setter');
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/**
 * An API answer's data as a test reads it: checked by the assertions that
 * follow, not by a type (the contract's schemas check the server itself in
 * tests/api).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: JSON read back in a test
export type Json = any;

/** The API's answer envelope. */
export interface Envelope<T = Json> {
  code: number;
  message: string;
  data: T;
  errors?: Record<string, string[]>;
}

/** Logs a seeded buyer in over real HTTP; returns the login answer's data ({ token, user }). */
export async function login(username: string, password = 'yaopi123'): Promise<{ token: string; user: Json }> {
  const response = await fetch(`${API}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as Envelope<{ token: string; user: Json }>;
  assertEqual(body.code, 10000, `login answer code of ${username} (${body.message})`);
  assert(typeof body.data?.token === 'string' && body.data.token.length > 0, 'login returned no token');
  return body.data;
}

/** Logs the demo buyer in. */
export function loginDemo(): Promise<{ token: string; user: Json }> {
  return login('demo');
}

/**
 * A JSON call to the API as `token`'s buyer that must answer code 10000;
 * returns its data.
 */
export async function apiData(path: string, token: string | undefined, init: RequestInit = {}): Promise<Json> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const body = (await response.json()) as Envelope;
  assertEqual(body.code, 10000, `${path} answer code (${body.message})`);
  return body.data;
}

/** The page-wide bus, as any bundle or partner script reaches it (the bundle's copy, not an import of it). */
export function bus(): Bus {
  const found = (globalThis as unknown as Record<symbol, Bus | undefined>)[Symbol.for('yaopi.bus.v1')];
  assert(found, 'the bundle did not create the page bus');
  return found;
}

/** Collects a bus event's payloads until stopped. */
export function listen<K extends BusEventName>(name: K): { heard: BusEvents[K][]; off: () => void } {
  const heard: BusEvents[K][] = [];
  const off = bus().on(name, (payload) => heard.push(payload));
  return { heard, off };
}
