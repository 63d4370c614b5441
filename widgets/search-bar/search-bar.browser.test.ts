// <yp-search-bar> from the built embed bundle against the real API server:
// suggestions, keyboard, debounce, refresh interval, out-of-order answers,
// the cancelable yp-search event, history, hot words and the sticky bar.
//
// Time is the page clock's (tests/browser/fake-clock.ts), installed before
// the bundle loads: the 500 ms debounce and the 5 s suggestion refresh pass
// when the test advances it, never by waiting. Requests are observed by
// wrapping window.fetch (the API client calls the page's fetch at request
// time). Each test uses its own keywords and starts 5 s after the last
// request: the page asks for suggestions at most every 5 s, and reuses an
// answer younger than that.
import { SEARCH_DEBOUNCE_MS, SUGGESTION_REFRESH_MS } from '../../shared/domain/constants.js';
import { installFakeClock } from '../../tests/browser/fake-clock.js';
import { API, assert, assertEqual, bus, loadBundle, mount, must, nextFrame, shadow, waitFor } from '../../tests/browser/util.js';

const SEARCH_PATH = '/api/goods/search';

interface SearchRequest {
  keywords: string | null;
  type: string | null;
}

/** Every /api/goods/search request the page made. */
const searches: SearchRequest[] = [];
/** When set, the next search answer is held back until the test calls it (a slow server). */
let holdNext = false;
let releaseHeld: (() => void) | undefined;
/** Held answers whose body the page has read so far. */
let lateAnswersRead = 0;

const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  if (!url.pathname.endsWith(SEARCH_PATH)) return realFetch(input, init);
  searches.push({ keywords: url.searchParams.get('keywords'), type: url.searchParams.get('type') });
  if (!holdNext) return realFetch(input, init);
  holdNext = false;
  // A slow server: the answer is fetched without the request's abort signal
  // and handed back when the test says so, so it reaches the page even
  // though the API client has meanwhile cancelled that request. It is the
  // bar that must ignore it.
  const response = await realFetch(input, { ...init, signal: null });
  const body = await response.text();
  await new Promise<void>((resolve) => (releaseHeld = resolve));
  const late = new Response(body, { status: response.status, headers: response.headers });
  const read = late.text.bind(late);
  late.text = async () => {
    const text = await read();
    lateAnswersRead += 1;
    return text;
  };
  return late;
};

const requestsFor = (keywords: string) => searches.filter((entry) => entry.keywords === keywords);

/** Paths the bar asked to navigate to (a listener on the bus keeps the test page in place). */
const navigations: string[] = [];

const clock = installFakeClock();

const inputOf = (bar: Element) => shadow(bar).querySelector<HTMLInputElement>('[part="input"]');
const input = (bar: Element) => must(inputOf(bar), 'the search input');
const panelOf = (bar: Element) => shadow(bar).querySelector<HTMLElement>('[part="panel"]');
const options = (bar: Element) => [...shadow(bar).querySelectorAll<HTMLElement>('[role="option"]')];
const option = (bar: Element, index: number) => must(options(bar)[index], `suggestion ${index}`);
const optionKeywords = (bar: Element) => options(bar).map((item) => item.dataset.keyword ?? '');
const searching = (bar: Element) => Boolean(shadow(bar).querySelector('[part="searching"]'));
const part = <T extends Element = HTMLElement>(bar: Element, selector: string) => must(shadow(bar).querySelector<T>(selector), selector);
/** Suggestions are showing (the answer arrived, not the searching state). */
const suggestionsShown = (bar: Element) => panelOf(bar)?.dataset.mode === 'suggestions' && !searching(bar) && options(bar).length > 0;

/** Types as a user would see it: the input's value changes and an input event fires. */
function typeInto(bar: Element, text: string): void {
  const box = input(bar);
  box.focus();
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Types `text` and waits until the bar has (re)started its debounce for it. */
async function typed(bar: Element, text: string): Promise<void> {
  const before = clock.scheduled();
  typeInto(bar, text);
  await waitFor(() => clock.scheduled() > before, `the debounce to start for ${JSON.stringify(text)}`);
}

/** Types `text`, lets the debounce pass on the clock and waits for the suggestions. */
async function suggest(bar: Element, text: string, until: () => boolean = () => suggestionsShown(bar)): Promise<void> {
  await typed(bar, text);
  clock.advance(SEARCH_DEBOUNCE_MS);
  await waitFor(until, `suggestions for ${text}`);
}

function press(bar: Element, key: string): void {
  input(bar).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
}

function mountBar(attributes: Record<string, string> = {}): HTMLElement {
  return mount('yp-search-bar', { 'api-base': API, ...attributes });
}

function ready(bar: Element): Promise<HTMLInputElement> {
  return waitFor(() => inputOf(bar), 'the search input');
}

/** Scrolls the window to `y` and waits until the scroll has been delivered and rendered. */
async function scrollToY(y: number): Promise<void> {
  const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
  window.scrollTo(0, y);
  await scrolled;
  await nextFrame();
}

interface SearchDetail {
  keywords: string;
  type: number;
}
const detailOf = (event: Event) => (event as CustomEvent<SearchDetail>).detail;

describe('<yp-search-bar>', () => {
  let stopListening: (() => void) | undefined;

  before(async () => {
    sessionStorage.clear();
    await loadBundle();
    stopListening = bus().on('navigate', ({ path }) => navigations.push(path));
  });

  after(() => stopListening?.());

  afterEach(() => {
    document.querySelectorAll('yp-search-bar, .test-spacer').forEach((element) => element.remove());
    holdNext = false;
    window.scrollTo(0, 0);
    // The page may ask for suggestions at most every 5 s: each test starts with its turn free.
    clock.advance(SUGGESTION_REFRESH_MS);
  });

  it('shows the toggle, the placeholder, the search button and the hot searches', async () => {
    const bar = mountBar();
    const box = await ready(bar);
    assertEqual(box.placeholder, '药品名称/生产厂家（拼音首字母）', 'placeholder');
    const types = [...shadow(bar).querySelectorAll('[part~="type"]')].map((button) => button.textContent);
    assertEqual(types.join(','), '药品,厂家', 'toggle');
    assertEqual(part(bar, '[part~="type-active"]').textContent, '药品', 'type selected by default');
    assertEqual(part(bar, '[part="submit"]').textContent, '搜索', 'search button');

    const common = ((await (await fetch(`${API}/api/focus/common`)).json()) as { data: { rnss: string[] } }).data;
    const hot = await waitFor(() => {
      const words = [...shadow(bar).querySelectorAll('[part~="hot-word"]')];
      return words.length > 0 ? words : null;
    }, 'the hot searches');
    assertEqual(hot[0]?.textContent, common.rnss[0], 'first hot word');
    assert(hot[0]?.matches('[part~="hot-word-top"]') && !hot[3]?.matches('[part~="hot-word-top"]'), 'only the first 3 hot words stand out');
    const box2 = getComputedStyle(part(bar, '[part="box"]'));
    assertEqual(box2.borderTopWidth, '2px', 'border of the box');
  });

  it('debounces typing: a, am, amx, amxl makes one request, after 500 ms of stillness, which suggests 阿莫西林', async () => {
    const bar = mountBar();
    await ready(bar);
    const before = searches.length;
    for (const text of ['a', 'am', 'amx', 'amxl']) {
      await typed(bar, text);
      clock.advance(60);
    }
    await waitFor(() => searching(bar), 'the searching state (搜索中…)');
    assert(must(panelOf(bar), 'the panel').textContent?.includes('搜索中'), `searching state reads ${panelOf(bar)?.textContent}`);
    // 60 ms since the last keystroke; one ms short of the debounce nothing is asked yet.
    clock.advance(SEARCH_DEBOUNCE_MS - 60 - 1);
    await nextFrame();
    assertEqual(searches.length, before, 'search requests before the debounce passed');
    clock.advance(1);
    await waitFor(() => suggestionsShown(bar), 'suggestions for amxl');
    const made = searches.slice(before);
    assertEqual(made.length, 1, `search requests (${JSON.stringify(made)})`);
    assertEqual(made[0]?.keywords, 'amxl', 'keyword sent');
    assertEqual(made[0]?.type, '1', 'type sent');
    assert(
      optionKeywords(bar).some((keyword) => keyword.includes('阿莫西林')),
      `no 阿莫西林 among ${optionKeywords(bar).join(', ')}`,
    );
    assertEqual(input(bar).getAttribute('aria-expanded'), 'true', 'aria-expanded while suggesting');
  });

  it('highlights a Chinese keyword in each suggestion and shows its hint', async () => {
    const bar = mountBar();
    await ready(bar);
    await suggest(bar, '连花');
    for (const item of options(bar)) {
      const marks = [...item.querySelectorAll('[part="match"]')].map((mark) => mark.textContent);
      assert(marks.includes('连花'), `${item.dataset.keyword} has no highlighted 连花 (${marks.join()})`);
    }
    const hint = option(bar, 0).querySelector('.yp-sb__option-hint');
    assert(hint && hint.textContent?.trim() !== '', 'the first suggestion has no hint');
  });

  it('moves among suggestions with the arrow keys (wrapping) and searches the highlighted one with Enter', async () => {
    const bar = mountBar();
    const box = await ready(bar);
    await suggest(bar, '感冒', () => suggestionsShown(bar) && options(bar).length >= 2);
    const count = options(bar).length;
    const activeIndex = () => options(bar).findIndex((item) => item.getAttribute('aria-selected') === 'true');
    const described = () => box.getAttribute('aria-activedescendant');
    assertEqual(activeIndex(), -1, 'highlighted option before any arrow key');
    assertEqual(part(bar, '[role="listbox"]').id, box.getAttribute('aria-controls'), 'aria-controls');

    press(bar, 'ArrowDown');
    await waitFor(() => activeIndex() === 0, 'ArrowDown to highlight the first suggestion');
    assertEqual(described(), option(bar, 0).id, 'aria-activedescendant after ArrowDown');
    press(bar, 'ArrowUp');
    await waitFor(() => activeIndex() === count - 1, 'ArrowUp from the first to wrap to the last');
    assertEqual(described(), option(bar, count - 1).id, 'aria-activedescendant after wrapping up');
    press(bar, 'ArrowDown');
    await waitFor(() => activeIndex() === 0, 'ArrowDown from the last to wrap to the first');
    press(bar, 'ArrowDown');
    await waitFor(() => activeIndex() === 1, 'ArrowDown to the second suggestion');

    const chosen = must(option(bar, 1).dataset.keyword, 'the keyword of the second suggestion');
    const events: SearchDetail[] = [];
    bar.addEventListener('yp-search', (event) => events.push(detailOf(event)));
    const navigated = navigations.length;
    press(bar, 'Enter');
    await waitFor(() => events.length === 1, 'a yp-search event');
    assertEqual(JSON.stringify(events[0]), JSON.stringify({ keywords: chosen, type: 1 }), 'yp-search detail');
    assertEqual(navigations.slice(navigated).join(), `/search?keywords=${encodeURIComponent(chosen)}&type=1`, 'navigation');
    await waitFor(() => !panelOf(bar), 'the panel to close after searching');
    assertEqual(box.value, chosen, 'the box shows what was searched');
  });

  it('searches the typed text with Enter when no suggestion is highlighted', async () => {
    const bar = mountBar();
    await ready(bar);
    const events: SearchDetail[] = [];
    bar.addEventListener('yp-search', (event) => events.push(detailOf(event)));
    typeInto(bar, '  蒙脱石散  ');
    press(bar, 'Enter');
    await waitFor(() => events.length === 1, 'a yp-search event');
    assertEqual(JSON.stringify(events[0]), JSON.stringify({ keywords: '蒙脱石散', type: 1 }), 'trimmed keyword');
  });

  it('closes the panel with Esc', async () => {
    const bar = mountBar();
    const box = await ready(bar);
    await suggest(bar, '口罩');
    press(bar, 'Escape');
    await waitFor(() => !panelOf(bar), 'the panel to close on Esc');
    assertEqual(box.getAttribute('aria-expanded'), 'false', 'aria-expanded after Esc');
    assertEqual(box.value, '口罩', 'Esc keeps the typed text');
  });

  it('clears the suggestions and closes the panel for an empty (blank) keyword, and never sends it', async () => {
    const bar = mountBar();
    const box = await ready(bar);
    await suggest(bar, '血压计');
    const before = searches.length;
    typeInto(bar, '   ');
    await waitFor(() => !panelOf(bar), 'the panel to close');
    assertEqual(options(bar).length, 0, 'suggestions left');
    assertEqual(box.getAttribute('aria-expanded'), 'false', 'aria-expanded');
    // Past the debounce on the page clock: a blank keyword must never be sent.
    await nextFrame();
    clock.advance(SEARCH_DEBOUNCE_MS * 2);
    await nextFrame();
    assertEqual(clock.pending(), 0, 'timers left that could still send something');
    assertEqual(searches.length, before, 'requests made for a blank keyword');
  });

  it('searches manufacturers in 厂家 mode', async () => {
    const bar = mountBar();
    await ready(bar);
    const toggle = must(
      [...shadow(bar).querySelectorAll<HTMLButtonElement>('[part~="type"]')].find((button) => button.textContent === '厂家'),
      'the 厂家 toggle',
    );
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-pressed') === 'true', 'the 厂家 toggle to be selected');
    await suggest(bar, '华北制药');
    assert(
      optionKeywords(bar).some((keyword) => keyword.includes('华北制药')),
      `no 华北制药 among ${optionKeywords(bar).join()}`,
    );
    assertEqual(requestsFor('华北制药').at(-1)?.type, '2', 'type sent in manufacturer mode');
  });

  it('asks the server for suggestions at most every 5 s, whatever the keyword: a keyword typed sooner waits its turn', async () => {
    const bar = mountBar();
    await ready(bar);
    await suggest(bar, 'blf');
    const asked = clock.now();
    assertEqual(requestsFor('blf').length, 1, 'requests for blf');

    // Another keyword half a second later: the debounce passes, but the server is not asked yet.
    await typed(bar, '阿莫西林');
    clock.advance(SEARCH_DEBOUNCE_MS);
    await waitFor(() => searching(bar), 'the searching state while 阿莫西林 waits');
    clock.advance(SUGGESTION_REFRESH_MS - 1 - (clock.now() - asked));
    await nextFrame();
    assertEqual(requestsFor('阿莫西林').length, 0, 'requests for 阿莫西林 1 ms before 5 s since the last request');
    assert(searching(bar), 'the bar still searching while 阿莫西林 waits');

    // 5 s after the request for blf: 阿莫西林 is asked, and its suggestions replace the searching state.
    clock.advance(1);
    await waitFor(() => suggestionsShown(bar), 'suggestions for 阿莫西林');
    assertEqual(requestsFor('阿莫西林').length, 1, 'requests for 阿莫西林 at 5 s');
    assert(
      optionKeywords(bar).some((keyword) => keyword.includes('阿莫西林')),
      `no 阿莫西林 among ${optionKeywords(bar).join()}`,
    );
  });

  it('sends only the last of the keywords typed while waiting for the next turn', async () => {
    const bar = mountBar();
    await ready(bar);
    await suggest(bar, '维生素');
    const asked = clock.now();
    for (const text of ['维生素C', '维生素E']) {
      await typed(bar, text);
      clock.advance(SEARCH_DEBOUNCE_MS);
      await nextFrame();
    }
    clock.advance(SUGGESTION_REFRESH_MS - (clock.now() - asked));
    await waitFor(() => requestsFor('维生素E').length === 1 && !searching(bar), 'the answer for 维生素E');
    assertEqual(requestsFor('维生素C').length, 0, 'requests for 维生素C, superseded while it waited');
  });

  it('answers the same keyword again from the answer it got less than 5 s ago', async () => {
    const bar = mountBar();
    await ready(bar);
    await suggest(bar, 'blfhs');
    assertEqual(requestsFor('blfhs').length, 1, 'requests for blfhs');
    typeInto(bar, '');
    await waitFor(() => !panelOf(bar), 'the panel to close');
    await suggest(bar, 'blfhs');
    assertEqual(requestsFor('blfhs').length, 1, 'requests for blfhs typed again within 5 s');
  });

  it('says 暂无数据 when nothing matches the keyword', async () => {
    const bar = mountBar();
    await ready(bar);
    await suggest(bar, 'qqqxxxzzz', () => Boolean(shadow(bar).querySelector('[part="empty"]')));
    const empty = part(bar, '[part="empty"]');
    assertEqual(empty.textContent?.trim(), '暂无数据', 'the empty state');
    assertEqual(empty.getAttribute('role'), 'status', 'the empty state is announced');
    assertEqual(options(bar).length, 0, 'suggestions shown');
    assert(!searching(bar), 'still searching');
    assertEqual(requestsFor('qqqxxxzzz').length, 1, 'requests for the keyword');
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const bar = mountBar();
    await ready(bar);
    holdNext = true; // the answer for 藿香 is held until released; 板蓝根's comes at once
    await typed(bar, '藿香');
    clock.advance(SEARCH_DEBOUNCE_MS);
    await waitFor(() => requestsFor('藿香').length === 1 && releaseHeld, 'the request for 藿香');
    // 板蓝根 is asked on its turn, 5 s after 藿香 (the refresh limit), while 藿香's answer is still out.
    await typed(bar, '板蓝根');
    clock.advance(SUGGESTION_REFRESH_MS);
    await waitFor(() => suggestionsShown(bar), 'suggestions for 板蓝根');
    assert(
      optionKeywords(bar).every((keyword) => keyword.includes('板蓝根')),
      `suggestions: ${optionKeywords(bar).join()}`,
    );

    must(releaseHeld, 'the held answer')();
    // The page has read the late body; what follows it (parsing, the
    // latest-wins check, any render) is promise callbacks and one frame.
    await waitFor(() => lateAnswersRead === 1, 'the page to read the late answer for 藿香');
    await nextFrame();
    assert(!searching(bar), 'the bar went back to searching');
    assert(
      optionKeywords(bar).length > 0 && optionKeywords(bar).every((keyword) => keyword.includes('板蓝根')),
      `the late 藿香 answer replaced the suggestions: ${optionKeywords(bar).join()}`,
    );
  });

  it('fires a cancelable yp-search event: preventDefault stops the navigation', async () => {
    const bar = mountBar();
    await ready(bar);
    const seen: Event[] = [];
    document.addEventListener('yp-search', (event) => seen.push(event), { once: true });
    const cancel = (event: Event) => event.preventDefault();
    bar.addEventListener('yp-search', cancel);
    const navigated = navigations.length;

    typeInto(bar, '布洛芬');
    part<HTMLButtonElement>(bar, '[part="submit"]').click();
    await waitFor(() => seen.length === 1, 'the yp-search event to reach the document');
    const event = must(seen[0], 'the yp-search event');
    assertEqual(event.target, bar as EventTarget, 'event target outside the shadow root');
    assert(event.cancelable && event.composed && event.bubbles, 'yp-search must be cancelable, composed and bubbling');
    assertEqual(JSON.stringify(detailOf(event)), JSON.stringify({ keywords: '布洛芬', type: 1 }), 'detail');
    // The bar navigates (or not) as soon as the event returns to it, within the click.
    await nextFrame();
    assertEqual(navigations.length, navigated, 'navigations after a cancelled search');

    bar.removeEventListener('yp-search', cancel);
    part<HTMLButtonElement>(bar, '[part="submit"]').click();
    await waitFor(() => navigations.length === navigated + 1, 'a navigation for the uncancelled search');
    assertEqual(navigations.at(-1), `/search?keywords=${encodeURIComponent('布洛芬')}&type=1`, 'navigation path');
  });

  it('keeps the search history in session storage and shows it in an empty, focused box', async () => {
    const stored = JSON.parse(sessionStorage.getItem('yp_search_history') ?? '[]') as { keyword: string; time: number }[];
    assert(stored.length > 0, 'no search history was stored');
    assertEqual(stored[0]?.keyword, '布洛芬', 'newest history entry');
    assertEqual(String(stored[0]?.time).length, 10, 'digits of the history timestamp (seconds)');
    assertEqual(stored.filter((entry) => entry.keyword === '布洛芬').length, 1, 'copies of a repeated search');

    const bar = mountBar();
    const box = await ready(bar);
    box.focus();
    box.click();
    await waitFor(() => panelOf(bar)?.textContent?.includes('搜索历史'), 'the history panel');
    assertEqual(optionKeywords(bar)[0], '布洛芬', 'first history entry shown');
    part(bar, '[part="clear-history"]').click();
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
    const word = await waitFor(() => shadow(bar).querySelector<HTMLElement>('[part~="hot-word"]'), 'a hot word');
    const events: SearchDetail[] = [];
    bar.addEventListener('yp-search', (event) => {
      events.push(detailOf(event));
      event.preventDefault();
    });
    word.click();
    await waitFor(() => events.length === 1, 'a yp-search event');
    assertEqual(JSON.stringify(events[0]), JSON.stringify({ keywords: word.textContent, type: 1 }), 'hot word search');
  });

  it('starts from the keywords and type attributes', async () => {
    const bar = mountBar({ keywords: '华北制药', type: '2' });
    const box = await ready(bar);
    await waitFor(() => box.value === '华北制药', 'the initial keyword');
    assertEqual(part(bar, '[part~="type-active"]').textContent, '厂家', 'initial type');
  });

  it('adds a fixed compact bar once the page is scrolled past sticky-offset', async () => {
    const spacer = document.createElement('div');
    spacer.className = 'test-spacer';
    spacer.style.height = '3000px';
    const bar = mountBar({ 'sticky-offset': '205' });
    document.body.append(spacer);
    await ready(bar);
    assert(!shadow(bar).querySelector('[part="sticky"]'), 'sticky bar shown before scrolling');
    await scrollToY(100);
    assert(!shadow(bar).querySelector('[part="sticky"]'), 'sticky bar shown at 100 px');
    window.scrollTo(0, 300);
    const sticky = await waitFor(() => shadow(bar).querySelector<HTMLElement>('[part="sticky"]'), 'the sticky bar at 300 px');
    assertEqual(getComputedStyle(sticky).position, 'fixed', 'sticky bar position');
    await Promise.all(sticky.getAnimations().map((animation) => animation.finished)); // it slides in
    assertEqual(Math.round(sticky.getBoundingClientRect().top), 0, 'sticky bar top');
    assert(sticky.querySelector('.yp-sb--compact [part="input"]'), 'the sticky bar has no compact search box');
    window.scrollTo(0, 0);
    await waitFor(() => !shadow(bar).querySelector('[part="sticky"]'), 'the sticky bar to go at the top');
  });

  it('renders only the compact fixed bar with the sticky attribute', async () => {
    const bar = mountBar({ sticky: '' });
    await ready(bar);
    const sticky = part(bar, '[part="sticky"]');
    assertEqual(getComputedStyle(sticky).position, 'fixed', 'sticky bar position');
    assertEqual(shadow(bar).querySelectorAll('[part="input"]').length, 1, 'search inputs');
    assert(!shadow(bar).querySelector('[part="hot"]'), 'the compact bar shows hot words');
  });
});
