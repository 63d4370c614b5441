/**
 * Admission for hot goods, per node, in front of the order's reads and
 * write: the flash-sale gate. When 200 buyers want the last 25 units, all
 * 200 preflights see 25 units (they run before any order commits), and
 * without a gate each of them goes on to read, price and try to write the
 * order, for the database to refuse 175. Here, at most as many units as the
 * goods had in stock are in flight on this node at once; the others wait
 * for those orders to finish, then go on if stock is left, or are refused
 * with the stock the finished orders read, without another round trip.
 *
 * It may only refuse on a fact observed after the buyer's request was
 * admitted to wait (a write or a refusal of the database that finished
 * later), so a refusal here is the answer the database would have given at
 * that moment. It never sells: the database's conditional update in
 * place_order is still the guarantee (another node, a restock, an order that
 * fails for another reason all just make this gate admit more). Goods the
 * preflight did not see the stock of (a 套餐's components) are not gated.
 */

export interface GateWant {
  goodsId: number;
  name: string;
  /** Units this order takes of the goods. */
  number: number;
  /** The goods' stock as this request's own preflight read it. */
  seen: number;
}

/** Admitted (call release when the order has finished) or refused on fresh stock. */
export type Admission =
  { admitted: true; release: (left: ReadonlyMap<number, number>) => void } | { admitted: false; goodsId: number; name: string; number: number; stock: number };

export class StockGate {
  /** Units admitted and not finished, per goods. */
  private readonly inFlight = new Map<number, number>();
  /** The last stock a finished order observed, per goods, with the moment (a counter) it was recorded. */
  private readonly known = new Map<number, { stock: number; at: number }>();
  private readonly waiting = new Set<() => void>();
  private clock = 0;

  /** Records stock the database answered (an order's write, or a refusal's detail). */
  observe(goodsId: number, stock: number): void {
    this.known.set(goodsId, { stock, at: ++this.clock });
  }

  /** How many requests wait (for tests and the bench). */
  get waiters(): number {
    return this.waiting.size;
  }

  async admit(wants: readonly GateWant[]): Promise<Admission> {
    const arrived = this.clock;
    for (;;) {
      let blocked = false;
      for (const want of wants) {
        const fresh = this.known.get(want.goodsId);
        const stock = fresh && fresh.at > arrived ? fresh.stock : want.seen;
        if (stock < want.number) return { admitted: false, goodsId: want.goodsId, name: want.name, number: want.number, stock };
        if ((this.inFlight.get(want.goodsId) ?? 0) + want.number > stock) blocked = true;
      }
      if (!blocked) break;
      // Someone is in flight for the blocking goods (else it would fit): wait for any order to finish.
      await new Promise<void>((resolve) => this.waiting.add(resolve));
    }
    for (const want of wants) this.inFlight.set(want.goodsId, (this.inFlight.get(want.goodsId) ?? 0) + want.number);
    let released = false;
    return {
      admitted: true,
      release: (left) => {
        if (released) return;
        released = true;
        for (const want of wants) {
          const units = (this.inFlight.get(want.goodsId) ?? 0) - want.number;
          if (units > 0) this.inFlight.set(want.goodsId, units);
          else this.inFlight.delete(want.goodsId);
        }
        for (const [goodsId, stock] of left) this.observe(goodsId, stock);
        const woken = [...this.waiting];
        this.waiting.clear();
        for (const wake of woken) wake();
      },
    };
  }
}

const gates = new WeakMap<object, StockGate>();

/**
 * This node's gate for one database: the apps of a process that share a
 * database share its gate (tests and the bench run several apps, on several
 * databases, in one process, and goods ids repeat across them).
 */
export function stockGateOf(db: object): StockGate {
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = new StockGate()));
  return gate;
}
