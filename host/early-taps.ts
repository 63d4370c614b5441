import { pageSlot } from '../shared/page/page-slot';

/**
 * Taps on a server-rendered page before the app has hydrated it
 * (docs/decisions.md "One renderer"). A link already works (it is a real
 * `<a href>`), but a button's handler is not there yet: the tap would do
 * nothing, and a form would submit the old way (a login form would put its
 * password into the URL). So from the first script on, a tap on a button
 * and a form's submission are held; once the app has hydrated, they are
 * replayed on the same elements (hydration keeps the server's nodes), in
 * order. React replays what happens during hydration itself, so holding
 * stops when hydration starts. The holding is host/hold-taps.ts, a classic
 * script at the top of the page's head; this is the app's side.
 */
type Held = { kind: 'click'; target: HTMLElement; path: number[] } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** Filled by host/hold-taps.ts, the page's first (classic) script. */
interface Taps {
  holding: boolean;
  held: Held[];
  stop?: () => void;
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

/**
 * Text typed into a field before hydration is on screen but not in the
 * component's state (React took the typed text as the field's known value
 * when it hydrated it): each such field tells React again, as typing would.
 */
function announceTypedFields(): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#root input, #root textarea')) {
    if (field instanceof HTMLInputElement && /^(checkbox|radio|file|button|submit|hidden)$/.test(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    // React's record of the value it last saw (its value tracker): set back to the server's, so the input event is a change.
    (field as unknown as { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue(field.defaultValue);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function atPath(path: readonly number[]): HTMLElement | null {
  let node: Element | undefined = document.body;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/** Replays what was held, on the elements still on the page, once the app has hydrated them. */
export function replayEarlyTaps(): void {
  const state = taps();
  stopHoldingTaps();
  announceTypedFields();
  const held = state.held.splice(0);
  for (const tap of held) {
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
