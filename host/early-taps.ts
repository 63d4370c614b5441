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
 * stops when hydration starts.
 */
type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

interface Taps {
  holding: boolean;
  held: Held[];
}

function taps(): Taps {
  return pageSlot('host.early-taps', 1, () => ({ holding: false, held: [] }));
}

/** The button a click is for, unless it is a link's or the page's own business. */
function buttonOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>('button, [role="button"], input[type="button"], input[type="submit"]');
  if (!button || button.closest('a[href]')) return null;
  if (button instanceof HTMLButtonElement && button.disabled) return null;
  return button;
}

function onClick(event: MouseEvent): void {
  const state = taps();
  if (!state.holding) return;
  const button = buttonOf(event.target);
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  state.held.push({ kind: 'click', target: button });
}

function onSubmit(event: SubmitEvent): void {
  const state = taps();
  const form = event.target;
  // A form that names where it goes works without the app (the header's search): let it.
  if (!state.holding || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
  event.preventDefault();
  event.stopPropagation();
  state.held.push({ kind: 'submit', form, submitter: event.submitter });
}

/** Starts holding taps (host/start-after-paint.ts, the page's first script). */
export function holdEarlyTaps(): void {
  const state = taps();
  if (state.holding) return;
  state.holding = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
}

/** Stops holding: the app's root now hears the page's events (React replays those during hydration). */
export function stopHoldingTaps(): void {
  const state = taps();
  state.holding = false;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
}

/** Replays what was held, on the elements still on the page, once the app has hydrated them. */
export function replayEarlyTaps(): void {
  const state = taps();
  stopHoldingTaps();
  const held = state.held.splice(0);
  for (const tap of held) {
    if (tap.kind === 'click') {
      if (tap.target.isConnected) tap.target.click();
    } else if (tap.form.isConnected) {
      const submitter = tap.submitter && tap.form.contains(tap.submitter) ? tap.submitter : null;
      tap.form.requestSubmit(submitter);
    }
  }
}
