// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeptEntry } from '../../shared/ui/kept-state';
import { useKeptState } from '../../shared/ui/kept-state';
import { render, type Rendered } from '../../shared/ui/testing/render';
import { KEPT_ENTRIES_MAX, useKeptEntry } from './use-kept-pages';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

/** The layout's part: the kept entry of one history entry, read by a list-like probe that keeps a count. */
const seen: { entry?: KeptEntry | null; bump?: () => void } = {};
function Counter({ entry }: { entry: KeptEntry | null }) {
  const [count, setCount] = useKeptState(entry, 'count', 0);
  seen.bump = () => setCount((n) => n + 1);
  return <p>{count}</p>;
}
function Page({ at, keep, show = true }: { at: string; keep: boolean; show?: boolean }) {
  const entry = useKeptEntry(at, keep);
  seen.entry = entry;
  // The key remounts the probe per entry, as the host remounts a list on a history move.
  return show ? <Counter key={at} entry={entry} /> : null;
}

describe('kept pages (docs/product/routes.md route flag keep)', () => {
  it('gives a history entry back the state it had when the buyer left it, and a new entry the initial state', async () => {
    view = await render(<Page at="a" keep />);
    await act(async () => seen.bump!());
    await act(async () => seen.bump!());
    expect(view.text()).toBe('2');
    // To a goods (not kept), then a new list entry, then back to the first.
    await act(async () => view!.root.render(<Page at="goods" keep={false} show={false} />));
    expect(seen.entry).toBeNull();
    await act(async () => view!.root.render(<Page at="b" keep />));
    expect(view.text()).toBe('0');
    await act(async () => view!.root.render(<Page at="a" keep />));
    expect(view.text()).toBe('2');
  });

  it('keeps nothing on a route not flagged keep', async () => {
    view = await render(<Page at="c" keep={false} />);
    await act(async () => seen.bump!());
    await act(async () => view!.root.render(<Page at="elsewhere" keep={false} show={false} />));
    await act(async () => view!.root.render(<Page at="c" keep={false} />));
    expect(view.text()).toBe('0');
  });

  it(`holds the ${KEPT_ENTRIES_MAX} entries written last, forgetting older ones`, async () => {
    view = await render(<Page at="first" keep />);
    await act(async () => seen.bump!());
    for (let i = 0; i < KEPT_ENTRIES_MAX; i += 1) {
      await act(async () => view!.root.render(<Page at={`later-${i}`} keep />));
    }
    await act(async () => view!.root.render(<Page at="first" keep />));
    expect(view.text()).toBe('0');
    await act(async () => view!.root.render(<Page at={`later-${KEPT_ENTRIES_MAX - 1}`} keep />));
    expect(seen.entry?.has('count')).toBe(true);
  });
});
