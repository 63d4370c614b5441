// A partner page loads yaopi.js from yaopi's origin, so the widget chunks
// come from there too (resolved next to yaopi.js): they must load across
// origins, with a JavaScript type, as the entry does. This page uses the
// unversioned /embed/yaopi.js of earlier releases: the server redirects it
// to /embed/v1/yaopi.js, and the chunks resolve next to where it landed.
import { API, assert, waitFor, yaopi } from '../../tests/browser/util.js';

describe('the embed bundle from another origin', () => {
  it('loads the entry (through the old unversioned address) and a widget chunk from the API server', async () => {
    const entry = `${API}/embed/yaopi.js`;
    assert(new URL(entry).origin !== location.origin, 'the API should be another origin than this page');
    await import(/* @vite-ignore */ entry);
    yaopi().configure({ apiBase: API });
    const bar = document.createElement('yp-search-bar');
    document.body.append(bar);
    await waitFor(() => bar.shadowRoot?.querySelector('[part="input"]'), 'the search bar from a cross-origin chunk');
    const chunks = performance
      .getEntriesByType('resource')
      .filter((resource) => resource.name.startsWith(`${API}/embed/v1/chunks/`) && resource.name.includes('search-bar.element-'));
    assert(chunks.length === 1, `the search bar chunk was not fetched from ${API}/embed/v1/chunks/`);
  });
});
