import wretch from 'wretch';
import AbortAddon from 'wretch/addons/abort';
import { describe, expect, it, vi } from 'vitest';
import { clearWretchTimer, hasWretchTimer } from './wretch-timer';

describe('wretch internals the client relies on (fails when a wretch upgrade moves them)', () => {
  it('a call with setTimeout keeps its timer at _sharedState.abort.timeout, and clearing it stops the abort', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const fetchStub = vi.fn(async () => new Response('{}', { status: 200 }));
      const chain = wretch('http://127.0.0.1/x').polyfills({ fetch: fetchStub }).addon(AbortAddon()).signal(controller).get().setTimeout(30_000, controller);
      expect(hasWretchTimer(chain)).toBe(true);
      await chain.res();
      clearWretchTimer(chain);
      vi.advanceTimersByTime(30_000);
      expect(controller.signal.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
