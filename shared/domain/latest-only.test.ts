import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only';

/** A promise settled from outside, to answer requests in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('latestOnly', () => {
  it('passes the answer of the only call through', async () => {
    const search = latestOnly(async (keyword: string) => `results for ${keyword}`);
    await expect(search('amxl')).resolves.toEqual({ stale: false, value: 'results for amxl' });
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<string>>>();
    const search = latestOnly((keyword: string) => {
      const answer = deferred<string>();
      answers.set(keyword, answer);
      return answer.promise;
    });
    const first = search('amx');
    const second = search('amxl');
    answers.get('amxl')!.resolve('阿莫西林');
    answers.get('amx')!.resolve('old');
    await expect(second).resolves.toEqual({ stale: false, value: '阿莫西林' });
    await expect(first).resolves.toEqual({ stale: true });
  });

  it('drops an older answer that arrives before the newer one too', async () => {
    const answers: ReturnType<typeof deferred<string>>[] = [];
    const search = latestOnly(() => {
      const answer = deferred<string>();
      answers.push(answer);
      return answer.promise;
    });
    const first = search();
    const second = search();
    answers[0]!.resolve('old');
    await expect(first).resolves.toEqual({ stale: true });
    answers[1]!.resolve('new');
    await expect(second).resolves.toEqual({ stale: false, value: 'new' });
  });

  it('swallows the failure of a stale call but rejects for the current one', async () => {
    const answers: ReturnType<typeof deferred<string>>[] = [];
    const search = latestOnly(() => {
      const answer = deferred<string>();
      answers.push(answer);
      return answer.promise;
    });
    const first = search();
    const second = search();
    answers[0]!.reject(new Error('aborted'));
    answers[1]!.reject(new Error('server down'));
    await expect(first).resolves.toEqual({ stale: true });
    await expect(second).rejects.toThrow('server down');
  });

  it('invalidate() makes the call in flight stale (the keyword was cleared)', async () => {
    const answer = deferred<string>();
    const search = latestOnly(() => answer.promise);
    const pending = search();
    search.invalidate();
    answer.resolve('late');
    await expect(pending).resolves.toEqual({ stale: true });
  });
});
