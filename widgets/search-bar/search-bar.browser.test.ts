// <yp-search-bar> from the built embed bundle against the real API server:
// suggestions, keyboard, debounce, refresh interval, out-of-order answers,
// the cancelable yp-search event, history, hot words and the sticky bar.
//
// Requests are observed by wrapping window.fetch (the API client calls the
// page's fetch at request time). Each test uses its own keywords: the bar's
// suggestion cache is page-wide, so a keyword reused within 5 s would be
// answered without a request.
import { API, assert, assertEqual, bus, loadBundle, mount, waitFor } from '../../tests/browser/util.js';

const SEARCH_PATH = '/api/goods/search';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every /api/goods/search request the page made: { keywords, type, at }. */
const searches = [];
/** Delays (ms) for the next search answers, in request order; 0 or missing: none. */
const answerDelays = [];
/** Delayed answers handed back to the page so far. */
let lateAnswers = 0;

const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input.url, location.href);
  if (!url.pathname.endsWith(SEARCH_PATH)) return realFetch(input, init);
  searches.push({ keywords: url.searchParams.get('keywords'), type: url.searchParams.get('type'), at: performance.now() });
  const delay = answerDelays.shift() ?? 0;
  if (!delay) return realFetch(input, init);
  // A slow server: the answer is fetched without the request's abort signal
  // and handed back late, so it reaches the page even though the API client
  // has meanwhile cancelled that request. It is the bar that must ignore it.
  const response = await realFetch(input, { ...init, signal: undefined });
  const body = await response.text();
  await sleep(delay);
  setTimeout(() => (lateAnswers += 1), 0);
  return new Response(body, { status: response.status, headers: response.headers });
};

const requestsFor = (keywords) => searches.filter((entry) => entry.keywords === keywords);

/** Paths the bar asked to navigate to (a listener on the bus keeps the test page in place). */
const navigations = [];

const root = (bar) => bar.shadowRoot;
const inputOf = (bar) => root(bar).querySelector('[part="input"]');
const panelOf = (bar) => root(bar).querySelector('[part="panel"]');
const options = (bar) => [...root(bar).querySelectorAll('[role="option"]')];
const optionKeywords = (bar) => options(bar).map((option) => option.dataset.keyword);
const searching = (bar) => Boolean(root(bar).querySelector('[part="searching"]'));
/** Suggestions are showing (the answer arrived, not the searching state). */
const suggestionsShown = (bar) => panelOf(bar)?.dataset.mode === 'suggestions' && !searching(bar) && options(bar).length > 0;

/** Types as a user would see it: the input's value changes and an input event fires. */
function typeInto(bar, text) {
  const input = inputOf(bar);
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

function press(bar, key) {
  inputOf(bar).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
}

function mountBar(attributes = {}) {
  return mount('yp-search-bar', { 'api-base': API, ...attributes });
}

async function ready(bar) {
  return waitFor(() => inputOf(bar), 'the search input');
}

describe('<yp-search-bar>', () => {
  let stopListening;

  before(async () => {
    sessionStorage.clear();
    await loadBundle();
    stopListening = bus().on('navigate', ({ path }) => navigations.push(path));
  });

  after(() => stopListening?.());

  afterEach(() => {
    document.querySelectorAll('yp-search-bar, .test-spacer').forEach((element) => element.remove());
    answerDelays.length = 0;
    window.scrollTo(0, 0);
  });

  it('shows the toggle, the placeholder, the search button and the hot searches', async () => {
    const bar = mountBar();
    const input = await ready(bar);
    assertEqual(input.placeholder, '药品名称/生产厂家（拼音首字母）', 'placeholder');
    const types = [...root(bar).querySelectorAll('[part~="type"]')].map((button) => button.textContent);
    assertEqual(types.join(','), '药品,厂家', 'toggle');
    assertEqual(root(bar).querySelector('[part~="type-active"]').textContent, '药品', 'type selected by default');
    assertEqual(root(bar).querySelector('[part="submit"]').textContent, '搜索', 'search button');

    const common = (await (await fetch(`${API}/api/focus/common`)).json()).data;
    const hot = await waitFor(() => {
      const words = [...root(bar).querySelectorAll('[part~="hot-word"]')];
      return words.length > 0 && words;
    }, 'the hot searches');
    assertEqual(hot[0].textContent, common.rnss[0], 'first hot word');
    assert(hot[0].matches('[part~="hot-word-top"]') && !hot[3]?.matches('[part~="hot-word-top"]'), 'only the first 3 hot words stand out');
    const box = getComputedStyle(root(bar).querySelector('[part="box"]'));
    assertEqual(box.borderTopWidth, '2px', 'border of the box');
  });

  it('debounces typing: a, am, amx, amxl makes one request, which suggests 阿莫西林', async () => {
    const bar = mountBar();
    await ready(bar);
    const before = searches.length;
    for (const text of ['a', 'am', 'amx', 'amxl']) {
      typeInto(bar, text);
      await sleep(60);
    }
    await waitFor(() => searching(bar), 'the searching state (搜索中…)');
    assert(panelOf(bar).textContent.includes('搜索中'), `searching state reads ${panelOf(bar).textContent}`);
    await waitFor(() => suggestionsShown(bar), 'suggestions for amxl');
    const made = searches.slice(before);
    assertEqual(made.length, 1, `search requests (${JSON.stringify(made)})`);
    assertEqual(made[0].keywords, 'amxl', 'keyword sent');
    assertEqual(made[0].type, '1', 'type sent');
    assert(
      optionKeywords(bar).some((keyword) => keyword.includes('阿莫西林')),
      `no 阿莫西林 among ${optionKeywords(bar).join(', ')}`,
    );
    assertEqual(inputOf(bar).getAttribute('aria-expanded'), 'true', 'aria-expanded while suggesting');
  });

  it('highlights a Chinese keyword in each suggestion and shows its hint', async () => {
    const bar = mountBar();
    await ready(bar);
    typeInto(bar, '连花');
    await waitFor(() => suggestionsShown(bar), 'suggestions for 连花');
    for (const option of options(bar)) {
      const marks = [...option.querySelectorAll('[part="match"]')].map((mark) => mark.textContent);
      assert(marks.includes('连花'), `${option.dataset.keyword} has no highlighted 连花 (${marks})`);
    }
    const hint = options(bar)[0].querySelector('.yp-sb__option-hint');
    assert(hint && hint.textContent.trim() !== '', 'the first suggestion has no hint');
  });

  it('moves among suggestions with the arrow keys (wrapping) and searches the highlighted one with Enter', async () => {
    const bar = mountBar();
    const input = await ready(bar);
    typeInto(bar, '感冒');
    await waitFor(() => suggestionsShown(bar) && options(bar).length >= 2, 'at least two suggestions for 感冒');
    const count = options(bar).length;
    const activeIndex = () => options(bar).findIndex((option) => option.getAttribute('aria-selected') === 'true');
    const described = () => input.getAttribute('aria-activedescendant');
    assertEqual(activeIndex(), -1, 'highlighted option before any arrow key');
    assertEqual(root(bar).querySelector('[role="listbox"]').id, input.getAttribute('aria-controls'), 'aria-controls');

    press(bar, 'ArrowDown');
    await waitFor(() => activeIndex() === 0, 'ArrowDown to highlight the first suggestion');
    assertEqual(described(), options(bar)[0].id, 'aria-activedescendant after ArrowDown');
    press(bar, 'ArrowUp');
    await waitFor(() => activeIndex() === count - 1, 'ArrowUp from the first to wrap to the last');
    assertEqual(described(), options(bar)[count - 1].id, 'aria-activedescendant after wrapping up');
    press(bar, 'ArrowDown');
    await waitFor(() => activeIndex() === 0, 'ArrowDown from the last to wrap to the first');
    press(bar, 'ArrowDown');
    await waitFor(() => activeIndex() === 1, 'ArrowDown to the second suggestion');

    const chosen = options(bar)[1].dataset.keyword;
    const events = [];
    bar.addEventListener('yp-search', (event) => events.push(event.detail));
    const navigated = navigations.length;
    press(bar, 'Enter');
    await waitFor(() => events.length === 1, 'a yp-search event');
    assertEqual(JSON.stringify(events[0]), JSON.stringify({ keywords: chosen, type: 1 }), 'yp-search detail');
    assertEqual(navigations.slice(navigated).join(), `/search?keywords=${encodeURIComponent(chosen)}&type=1`, 'navigation');
    await waitFor(() => !panelOf(bar), 'the panel to close after searching');
    assertEqual(input.value, chosen, 'the box shows what was searched');
  });

  it('searches the typed text with Enter when no suggestion is highlighted', async () => {
    const bar = mountBar();
    await ready(bar);
    const events = [];
    bar.addEventListener('yp-search', (event) => events.push(event.detail));
    typeInto(bar, '  蒙脱石散  ');
    press(bar, 'Enter');
    await waitFor(() => events.length === 1, 'a yp-search event');
    assertEqual(JSON.stringify(events[0]), JSON.stringify({ keywords: '蒙脱石散', type: 1 }), 'trimmed keyword');
  });

  it('closes the panel with Esc', async () => {
    const bar = mountBar();
    const input = await ready(bar);
    typeInto(bar, '口罩');
    await waitFor(() => suggestionsShown(bar), 'suggestions for 口罩');
    press(bar, 'Escape');
    await waitFor(() => !panelOf(bar), 'the panel to close on Esc');
    assertEqual(input.getAttribute('aria-expanded'), 'false', 'aria-expanded after Esc');
    assertEqual(input.value, '口罩', 'Esc keeps the typed text');
  });

  it('clears the suggestions and closes the panel for an empty (blank) keyword', async () => {
    const bar = mountBar();
    const input = await ready(bar);
    typeInto(bar, '血压计');
    await waitFor(() => suggestionsShown(bar), 'suggestions for 血压计');
    const before = searches.length;
    typeInto(bar, '   ');
    await waitFor(() => !panelOf(bar), 'the panel to close');
    assertEqual(options(bar).length, 0, 'suggestions left');
    assertEqual(input.getAttribute('aria-expanded'), 'false', 'aria-expanded');
    await sleep(700); // longer than the debounce: a blank keyword must never be sent
    assertEqual(searches.length, before, 'requests made for a blank keyword');
  });

  it('searches manufacturers in 厂家 mode', async () => {
    const bar = mountBar();
    await ready(bar);
    const toggle = [...root(bar).querySelectorAll('[part~="type"]')].find((button) => button.textContent === '厂家');
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-pressed') === 'true', 'the 厂家 toggle to be selected');
    typeInto(bar, '华北制药');
    await waitFor(() => suggestionsShown(bar), 'manufacturer suggestions');
    assert(
      optionKeywords(bar).some((keyword) => keyword.includes('华北制药')),
      `no 华北制药 among ${optionKeywords(bar)}`,
    );
    assertEqual(requestsFor('华北制药').at(-1).type, '2', 'type sent in manufacturer mode');
  });

  it('asks the server again for the same keyword only after 5 s', async () => {
    const bar = mountBar();
    await ready(bar);
    typeInto(bar, 'blf');
    await waitFor(() => suggestionsShown(bar), 'suggestions for blf');
    assert(
      optionKeywords(bar).some((keyword) => keyword.includes('布洛芬')),
      `no 布洛芬 among ${optionKeywords(bar)}`,
    );
    assertEqual(requestsFor('blf').length, 1, 'requests for blf');
    const first = requestsFor('blf')[0].at;

    // Cleared and typed again within 5 s: the cached answer, no request.
    typeInto(bar, '');
    await waitFor(() => !panelOf(bar), 'the panel to close');
    typeInto(bar, 'blf');
    await waitFor(() => suggestionsShown(bar), 'suggestions for blf again');
    assert(performance.now() - first < 5000, 'the second look-up was meant to happen within 5 s');
    assertEqual(requestsFor('blf').length, 1, 'requests for blf within 5 s');

    // Once 5 s have passed since the request, the server is asked again.
    typeInto(bar, '');
    await waitFor(() => !panelOf(bar), 'the panel to close');
    await sleep(Math.max(0, first + 5200 - performance.now()));
    typeInto(bar, 'blf');
    await waitFor(() => suggestionsShown(bar) && requestsFor('blf').length === 2, 'a second request for blf after 5 s');
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const bar = mountBar();
    await ready(bar);
    answerDelays.push(1500); // the first search answer comes 1.5 s late; the second at once
    typeInto(bar, '藿香');
    await waitFor(() => requestsFor('藿香').length === 1, 'the request for 藿香');
    typeInto(bar, '板蓝根');
    await waitFor(() => suggestionsShown(bar), 'suggestions for 板蓝根');
    assert(
      optionKeywords(bar).every((keyword) => keyword.includes('板蓝根')),
      `suggestions: ${optionKeywords(bar)}`,
    );

    await waitFor(() => lateAnswers === 1, 'the late answer for 藿香', 5000);
    await sleep(150); // the late answer's promise chain and any render it would cause
    assert(!searching(bar), 'the bar went back to searching');
    assert(
      optionKeywords(bar).length > 0 && optionKeywords(bar).every((keyword) => keyword.includes('板蓝根')),
      `the late 藿香 answer replaced the suggestions: ${optionKeywords(bar)}`,
    );
  });

  it('fires a cancelable yp-search event: preventDefault stops the navigation', async () => {
    const bar = mountBar();
    await ready(bar);
    const seen = [];
    document.addEventListener('yp-search', (event) => seen.push(event), { once: true });
    const cancel = (event) => event.preventDefault();
    bar.addEventListener('yp-search', cancel);
    const navigated = navigations.length;

    typeInto(bar, '布洛芬');
    root(bar).querySelector('[part="submit"]').click();
    await waitFor(() => seen.length === 1, 'the yp-search event to reach the document');
    assertEqual(seen[0].target, bar, 'event target outside the shadow root');
    assert(seen[0].cancelable && seen[0].composed && seen[0].bubbles, 'yp-search must be cancelable, composed and bubbling');
    assertEqual(JSON.stringify(seen[0].detail), JSON.stringify({ keywords: '布洛芬', type: 1 }), 'detail');
    await sleep(50);
    assertEqual(navigations.length, navigated, 'navigations after a cancelled search');

    bar.removeEventListener('yp-search', cancel);
    root(bar).querySelector('[part="submit"]').click();
    await waitFor(() => navigations.length === navigated + 1, 'a navigation for the uncancelled search');
    assertEqual(navigations.at(-1), `/search?keywords=${encodeURIComponent('布洛芬')}&type=1`, 'navigation path');
  });

  it('keeps the search history in session storage and shows it in an empty, focused box', async () => {
    const stored = JSON.parse(sessionStorage.getItem('yp_search_history') ?? '[]');
    assert(stored.length > 0, 'no search history was stored');
    assertEqual(stored[0].keyword, '布洛芬', 'newest history entry');
    assertEqual(String(stored[0].time).length, 10, 'digits of the history timestamp (seconds)');
    assertEqual(stored.filter((entry) => entry.keyword === '布洛芬').length, 1, 'copies of a repeated search');

    const bar = mountBar();
    const input = await ready(bar);
    input.focus();
    input.click();
    await waitFor(() => panelOf(bar)?.textContent.includes('搜索历史'), 'the history panel');
    assertEqual(optionKeywords(bar)[0], '布洛芬', 'first history entry shown');
    root(bar).querySelector('[part="clear-history"]').click();
    await waitFor(() => !panelOf(bar), 'the panel to close once the history is cleared');
    assertEqual(sessionStorage.getItem('yp_search_history'), null, 'stored history after 清空');
  });

  it('closes the panel on a click outside', async () => {
    const bar = mountBar();
    await ready(bar);
    typeInto(bar, '奥司他韦');
    await waitFor(() => panelOf(bar), 'the panel');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => !panelOf(bar), 'the panel to close on an outside click');
  });

  it('searches a hot word when it is clicked', async () => {
    const bar = mountBar();
    await ready(bar);
    const word = await waitFor(() => root(bar).querySelector('[part~="hot-word"]'), 'a hot word');
    const events = [];
    bar.addEventListener('yp-search', (event) => {
      events.push(event.detail);
      event.preventDefault();
    });
    word.click();
    await waitFor(() => events.length === 1, 'a yp-search event');
    assertEqual(JSON.stringify(events[0]), JSON.stringify({ keywords: word.textContent, type: 1 }), 'hot word search');
  });

  it('starts from the keywords and type attributes', async () => {
    const bar = mountBar({ keywords: '华北制药', type: '2' });
    const input = await ready(bar);
    await waitFor(() => input.value === '华北制药', 'the initial keyword');
    assertEqual(root(bar).querySelector('[part~="type-active"]').textContent, '厂家', 'initial type');
  });

  it('adds a fixed compact bar once the page is scrolled past sticky-offset', async () => {
    const spacer = document.createElement('div');
    spacer.className = 'test-spacer';
    spacer.style.height = '3000px';
    const bar = mountBar({ 'sticky-offset': '205' });
    document.body.append(spacer);
    await ready(bar);
    assert(!root(bar).querySelector('[part="sticky"]'), 'sticky bar shown before scrolling');
    window.scrollTo(0, 100);
    await sleep(100);
    assert(!root(bar).querySelector('[part="sticky"]'), 'sticky bar shown at 100 px');
    window.scrollTo(0, 300);
    const sticky = await waitFor(() => root(bar).querySelector('[part="sticky"]'), 'the sticky bar at 300 px');
    assertEqual(getComputedStyle(sticky).position, 'fixed', 'sticky bar position');
    await Promise.all(sticky.getAnimations().map((animation) => animation.finished)); // it slides in
    assertEqual(Math.round(sticky.getBoundingClientRect().top), 0, 'sticky bar top');
    assert(sticky.querySelector('.yp-sb--compact [part="input"]'), 'the sticky bar has no compact search box');
    window.scrollTo(0, 0);
    await waitFor(() => !root(bar).querySelector('[part="sticky"]'), 'the sticky bar to go at the top');
  });

  it('renders only the compact fixed bar with the sticky attribute', async () => {
    const bar = mountBar({ sticky: '' });
    await ready(bar);
    const sticky = root(bar).querySelector('[part="sticky"]');
    assert(sticky, 'no sticky bar');
    assertEqual(getComputedStyle(sticky).position, 'fixed', 'sticky bar position');
    assertEqual(root(bar).querySelectorAll('[part="input"]').length, 1, 'search inputs');
    assert(!root(bar).querySelector('[part="hot"]'), 'the compact bar shows hot words');
  });
});
