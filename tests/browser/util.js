// Small helpers for the browser tests: no assertion library is installed,
// and none is needed for "this text appears" and "this colour is that".

/** The API server the config started (injected by testRunnerHtml). */
export const API = /** @type {string} */ (window.__API__);

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

export function assertEqual(actual, expected, what) {
  if (actual !== expected) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * Waits until `probe()` returns something truthy and returns it. React
 * renders custom elements asynchronously and data comes over HTTP, so the
 * tests wait for what a user would see instead of sleeping.
 */
export async function waitFor(probe, what, timeoutMs = 8000) {
  const deadline = performance.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (performance.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${last.message})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** All text of an element's shadow root, whitespace collapsed. */
export function shadowText(element) {
  return (element.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Loads the built embed bundle (once per page unless a query makes it a new module). */
export function loadBundle(query = '') {
  return import(`/dist/embed/yaopi.js${query}`);
}

/** Creates `<tag>` with the given attributes and appends it to <body>. */
export function mount(tag, attributes = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Logs the demo buyer in over real HTTP; returns the login answer's data ({ token, user }). */
export async function loginDemo() {
  const response = await fetch(`${API}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'yaopi123' }),
  });
  const body = await response.json();
  assertEqual(body.code, 10000, `login answer code (${body.message})`);
  assert(typeof body.data?.token === 'string' && body.data.token.length > 0, 'login returned no token');
  return body.data;
}

/** The page-wide bus, as any bundle or partner script reaches it. */
export function bus() {
  const found = globalThis[Symbol.for('yaopi.bus.v1')];
  assert(found, 'the bundle did not create the page bus');
  return found;
}
