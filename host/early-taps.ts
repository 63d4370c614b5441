import { pageSlot } from '../shared/page/page-slot';

/**
 * What a buyer does on a server-rendered page before the app has hydrated
 * it (docs/decisions.md ADR-009 and ADR-010). A link
 * already works (it is a real `<a href>`), and so does a form that names
 * where it goes (the header's search, a GET form). A button's handler is not
 * there yet: the tap would do nothing, and a form without an action would
 * submit the old way. So from the first script on, a tap on a button and
 * such a form's submission are held (host/hold-taps.ts, a classic script at
 * the top of the page's head); once the app has hydrated, this side takes
 * over what was typed and replays what was held. React replays what happens
 * during hydration itself, so holding stops when hydration starts.
 */
type Held = { kind: 'click'; target: HTMLElement; path: number[] } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** Filled by host/hold-taps.ts, the page's first (classic) script. */
interface Taps {
  holding: boolean;
  held: Held[];
  stop?: () => void;
  /** The typed fields were handed to the app (once per page: React's development mode runs effects twice). */
  typedTaken?: boolean;
}

function taps(): Taps {
  return pageSlot('host.early-taps', 1, () => ({ holding: false, held: [] }));
}

/** Stops holding: the app's root now hears the page's events (React replays those during hydration). */
export function stopHoldingTaps(): void {
  const state = taps();
  state.stop?.();
  state.holding = false;
}

/** React's record of the value it last saw on a field (its value tracker): an input event is a change only if the field differs from it. */
type Tracked = { _valueTracker?: { setValue(value: string): void } | null };

const NOT_TYPED = /^(button|submit|reset|image|file|hidden)$/;

/**
 * Hands what the buyer typed, ticked or chose before hydration to the
 * components that own the fields, as typing would. Hydration keeps a
 * field's text on screen but not in its component's state: a controlled
 * field's state is still the server's (empty), and the component's next
 * render writes that back over the text (React 19). So each field that
 * differs from what the server drew is announced the way the browser
 * announces typing: React's tracker is set back to the server's value and
 * an input event (a click for a box, a change for a list) is dispatched;
 * the component's onChange takes it into its state.
 *
 * Called from the hydration commit's passive effects, after every
 * component's own mount effects (the host's App is the outermost
 * component, so its effect runs last): an effect that resets a field on
 * mount (`setKeyword(query.keyword)`) is queued before this and so cannot
 * undo it, and nothing renders the fields again in between. (A timer after
 * the commit, as before, came after such a render had already wiped the
 * text.) Field by field and generic: no component needs to know.
 */
export function takeOverTypedFields(root: ParentNode = document): void {
  const state = taps();
  if (state.typedTaken) return;
  state.typedTaken = true;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      // React hears a list's change event as is (no tracker).
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // React hears a box's click. Put the box back as the server drew it and click it: the click ticks it again and says so.
      // A radio button is replayed only where the buyer picked it (the one the server had picked follows).
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      field.checked = field.defaultChecked;
      field.click();
    } else if (!(field instanceof HTMLInputElement && NOT_TYPED.test(field.type)) && field.value !== field.defaultValue) {
      (field as unknown as Tracked)._valueTracker?.setValue(field.defaultValue);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

function atPath(path: readonly number[]): HTMLElement | null {
  let node: Element | undefined = document.body;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/** The next task: the previous replay's update has been rendered (React renders a tap's update in a microtask after it). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Replays what was held, on the elements still on the page, once the app
 * has hydrated them: each in a task of its own, as real taps come, so the
 * second + of a stepper steps from what the first made and 加入购物车 adds
 * the quantity the taps before it set (in one task the replays all saw the
 * first state: two + made one step).
 */
export async function replayEarlyTaps(): Promise<void> {
  const state = taps();
  stopHoldingTaps();
  const held = state.held.splice(0);
  for (const tap of held) {
    await nextTask();
    if (tap.kind === 'click') {
      // The app may have drawn a part again rather than keep the server's node: the element at the same place, if it is the same kind.
      const target = tap.target.isConnected ? tap.target : atPath(tap.path);
      if (target && target.isConnected && target.tagName === tap.target.tagName && target.className === tap.target.className) target.click();
    } else if (tap.form.isConnected) {
      const submitter = tap.submitter && tap.form.contains(tap.submitter) ? tap.submitter : null;
      tap.form.requestSubmit(submitter);
    }
  }
}
