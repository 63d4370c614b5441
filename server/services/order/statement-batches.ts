interface Asked<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Requests' statements of one kind sent together. At most `inFlight` batches
 * run at once; what is asked while they run waits and goes as one batch when
 * one finishes (what is asked in one turn of the event loop goes together
 * too). One buyer alone is sent at once; a burst of buyers costs a few
 * statements instead of one each, and leaves the rest of the pool free for
 * the orders that are being written. `run` answers one output per input, in
 * order, and may only read: when a batch fails, each of its requests is
 * run again alone, so the error reaches only the request it belongs to.
 */
export class StatementBatches<I, O> {
  private queue: Asked<I, O>[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly most: { inFlight: number; perBatch: number },
  ) {}

  ask(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.most.inFlight || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** Runs one batch and answers its requests. */
  private async answer(batch: Asked<I, O>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((asked) => asked.input));
      batch.forEach((asked, i) => asked.resolve(outputs[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One request's bad value must not fail the others: each is asked again alone (the statements only read).
      await Promise.all(batch.map((asked) => this.answer([asked])));
    }
  }

  private flush(): void {
    while (this.running < this.most.inFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.most.perBatch);
      this.running++;
      this.answer(batch)
        .catch(() => undefined)
        .finally(() => {
          this.running--;
          this.schedule();
        });
    }
  }
}

/** One StatementBatches per database and kind (per node, like the admission gate). */
export function batchesOf<I, O>(cache: WeakMap<object, StatementBatches<I, O>>, db: object, create: () => StatementBatches<I, O>): StatementBatches<I, O> {
  let batches = cache.get(db);
  if (!batches) cache.set(db, (batches = create()));
  return batches;
}
