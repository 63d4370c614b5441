import { describe, expect, it } from 'vitest';
import { StatementBatches } from './statement-batches';

/** Lets the batches' own callbacks and immediates run. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('StatementBatches', () => {
  it('sends a lone request at once, and those asked while batches run together, each answered its own output', async () => {
    const sent: number[][] = [];
    const release: (() => void)[] = [];
    const batches = new StatementBatches<number, string>(
      async (inputs) => {
        sent.push(inputs);
        await new Promise<void>((resolve) => release.push(resolve));
        return inputs.map((n) => `#${n}`);
      },
      { inFlight: 1, perBatch: 10 },
    );
    const first = batches.ask(1);
    await settle();
    expect(sent).toEqual([[1]]);
    const later = [2, 3, 4].map((n) => batches.ask(n));
    await settle();
    expect(sent).toHaveLength(1);
    release.shift()!();
    expect(await first).toBe('#1');
    await settle();
    expect(sent).toEqual([[1], [2, 3, 4]]);
    release.shift()!();
    expect(await Promise.all(later)).toEqual(['#2', '#3', '#4']);
  });

  it('a failed batch is asked again one by one, so only the request that failed gets the error', async () => {
    const batches = new StatementBatches<number, number>(
      async (inputs) => {
        if (inputs.includes(13)) throw new Error('bad value');
        return inputs.map((n) => n * 2);
      },
      { inFlight: 1, perBatch: 10 },
    );
    const answers = await Promise.allSettled([1, 13, 3].map((n) => batches.ask(n)));
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : (answer.reason as Error).message))).toEqual([2, 'bad value', 6]);
  });
});
