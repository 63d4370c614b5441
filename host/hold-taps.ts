/**
 * The first thing a server-rendered page runs: a classic script at the top
 * of its head (server/render/page.ts), so that from the first paint on, a
 * tap on a button and a form's submission are held until the app has
 * hydrated the page, which replays them (host/early-taps.ts). A module
 * script would run only once the whole page is parsed and the module has
 * arrived, and a tap before that would be lost. No imports: it must run as
 * a plain script. The held taps live in the page slot early-taps.ts reads
 * (shared/page/page-slot.ts names it).
 *
 * A form that names where it goes (`action`, the header's search and the
 * 质检报告 filter: GET forms) works without the app, so its submission and
 * a tap on its submit button are let through, unless a tap inside it is
 * already held (药品/厂家 tapped, then Enter): then the submission waits
 * too, so the replay keeps the buyer's order.
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

  /** A form the browser can send by itself, with nothing held inside it that must come first. */
  const goesByItself = (form: HTMLFormElement | null): boolean =>
    !!form && form.hasAttribute('action') && !state.held.some((tap) => (tap.kind === 'click' ? form.contains(tap.target) : tap.form === form));
  const buttonOf = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    const button = target.closest<HTMLElement>('button, [role="button"], input[type="button"], input[type="submit"]');
    if (!button || button.closest('a[href]')) return null;
    if (button instanceof HTMLButtonElement && button.disabled) return null;
    const submits = (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.type === 'submit';
    if (submits && goesByItself(button.form)) return null;
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
    if (!state.holding || !(form instanceof HTMLFormElement) || goesByItself(form)) return;
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
