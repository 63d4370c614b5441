/**
 * The first thing a server-rendered page runs: a classic script at the top
 * of its head (server/render/page.ts), so that from the first paint on, a
 * tap on a button and a form's submission are held until the app has
 * hydrated the page, which replays them (host/early-taps.ts). A module
 * script would run only once the whole page is parsed and the module has
 * arrived, and a tap before that would be lost. No imports: it must run as
 * a plain script. The held taps live in the page slot early-taps.ts reads
 * (shared/page/page-slot.ts names it).
 */
{
  type Held = { kind: 'click'; target: HTMLElement; path: number[] } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };
  interface Taps {
    holding: boolean;
    held: Held[];
    stop?: () => void;
  }
  const page = globalThis as unknown as Record<symbol, Taps | undefined>;
  const state = (page[Symbol.for('yaopi.host.early-taps.v1')] ??= { holding: false, held: [] });

  const buttonOf = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    const button = target.closest<HTMLElement>('button, [role="button"], input[type="button"], input[type="submit"]');
    if (!button || button.closest('a[href]')) return null;
    if (button instanceof HTMLButtonElement && button.disabled) return null;
    return button;
  };
  /** Where the element is, as child positions from the body: the same place in a tree the app drew again. */
  const pathOf = (element: Element): number[] => {
    const path: number[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
    }
    return path;
  };
  const onClick = (event: MouseEvent): void => {
    const button = state.holding ? buttonOf(event.target) : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    state.held.push({ kind: 'click', target: button, path: pathOf(button) });
  };
  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    // A form that names where it goes works without the app: let it.
    if (!state.holding || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopPropagation();
    state.held.push({ kind: 'submit', form, submitter: event.submitter });
  };
  if (!state.holding) {
    state.holding = true;
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    state.stop = () => {
      state.holding = false;
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }
}
