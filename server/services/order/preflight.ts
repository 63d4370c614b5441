import { sql } from 'drizzle-orm';
import { Code } from '../../../shared/contract/codes';
import { CONTRACT_REQUIRED_MESSAGE, CURRENT_CONTRACT_VERSION } from '../../../shared/contract/purchase-contract';
import { UNVERIFIED_BUYER_MESSAGE } from '../../../shared/contract/user';
import { CART_TYPE_COMBINATION } from '../../../shared/domain/cart-totals';
import { chinaDate } from '../../../shared/domain/time';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { COMBINATION_KIND, type AddressRow } from '../../db/schema';
import { AppError } from '../../errors';
import { cookieSessionOf, type AuthSession, type SessionClaim } from '../auth';
import { blockedReasonOf } from '../licences/licences';
import type { GateWant } from './admission';
import { batchesOf, StatementBatches } from './statement-batches';

/**
 * What POST /api/order knows before anything else is read, in ONE
 * statement (one round trip, one snapshot): whether the buyer may order at
 * all (verified, no licence expired, the current agreement signed), whether
 * the Idempotency-Key already has an order, and the chosen cart lines with
 * their goods' stock.
 *
 * Why: when many buyers race for the last units (a 秒杀, a hot goods), most of
 * them lose, and each loser used to learn it only at the stock update near the
 * end of a ~20-statement transaction that held a pooled connection the whole
 * time. A goods the snapshot already shows short is refused here, for one
 * round trip; the stock it shows is what the admission gate (admission.ts)
 * counts against. The conditional stock update in place_order (and CHECK
 * stock >= 0 beneath it) stays the only thing that sells: this read may only
 * refuse, never promise.
 */
export interface PreflightRow {
  isPassed: boolean;
  reviewReason: string;
  /** The approved licence that expired first, if any (as licenceBlockedReason reads it). */
  expired: { kind: string; expires_on: string } | null;
  signed: boolean;
  /** The key already names an order of this buyer: the transaction answers it (replay or 422), never a refusal here. */
  keyed: boolean;
  lines: PreflightLine[];
  /** The chosen delivery address when it is the buyer's (the transaction copies it into the order), else null. */
  address: PreflightAddress | null;
  province: string;
  type: string;
  /** The 经营范围 as buyerScope answers it for an order: approved, unexpired licences' scopes. */
  scope: string[];
}

/** The address as the order copies it. */
export type PreflightAddress = Pick<AddressRow, 'consignee' | 'phone' | 'province' | 'city' | 'district' | 'detail'>;

export interface PreflightLine {
  id: number;
  number: number;
  type: number;
  goods_id: number;
  name: string;
  stock: number;
  is_buy: boolean;
  kind: string;
  is_ephedrine: boolean;
}

export async function readPreflight(
  db: Database,
  userId: number,
  input: { ids: readonly number[]; address_id: number },
  key: string | null,
  now: number,
): Promise<PreflightRow | null> {
  const today = chinaDate(new Date(now));
  // The function order_preflight (migration 0033) holds the statement, so
  // its plan is prepared once per connection. A key without an order is the
  // common case; null compares to nothing, so keyed is false without a key.
  const result = await db.execute(
    sql`select order_preflight(${userId}::integer, ${idsLiteral(input.ids)}::integer[], ${input.address_id}::integer, ${key}::text, ${today}::date, ${CURRENT_CONTRACT_VERSION}::text) as pre`,
  );
  const [row] = rowsOf<{ pre: PreflightRow | string | null }>(result);
  return typeof row?.pre === 'string' ? (JSON.parse(row.pre) as PreflightRow) : (row?.pre ?? null);
}

/** What order_preflight_by_session answers for one request. */
interface FoundBySession {
  session: { id: number; account_id: number; buyer_id: number | null; expires_at: number };
  pre: PreflightRow | null;
}

interface AskedBySession {
  token_hash: string;
  now: string;
  ids: number[];
  address_id: number;
  key: string | null;
  today: string;
  contract: string;
}

const preflightBatches = new WeakMap<object, StatementBatches<AskedBySession, FoundBySession | null>>();

/**
 * Preflights by session in flight at once on this node: a few, so a burst of
 * buyers leaves most of the pool to the orders being priced and written.
 */
const PREFLIGHTS_IN_FLIGHT = 3;
const PREFLIGHTS_PER_STATEMENT = 64;

/**
 * readPreflight for a cookie session's claim, in the same one statement
 * (order_preflight_by_session, migration 0040): the live session with the
 * token's hash and the preflight of the buyer it acts for, or null when no
 * live session has it (the caller answers 请先登录). Buyers who order at the
 * same moment share the statement (order_preflights_by_session).
 */
export async function readPreflightBySession(
  db: Database,
  claim: SessionClaim,
  input: { ids: readonly number[]; address_id: number },
  key: string | null,
  now: number,
): Promise<{ session: AuthSession; pre: PreflightRow | null } | null> {
  const batches = batchesOf(
    preflightBatches,
    db,
    () =>
      new StatementBatches(
        async (asked: AskedBySession[]) => {
          const [row] = rowsOf<{ found: (FoundBySession | null)[] | string }>(
            await db.execute(sql`select order_preflights_by_session(${JSON.stringify(asked)}::jsonb) as found`),
          );
          return typeof row!.found === 'string' ? (JSON.parse(row!.found) as (FoundBySession | null)[]) : row!.found;
        },
        { inFlight: PREFLIGHTS_IN_FLIGHT, perBatch: PREFLIGHTS_PER_STATEMENT },
      ),
  );
  const found = await batches.ask({
    token_hash: claim.tokenHash,
    now: claim.now.toISOString(),
    ids: input.ids.map((id) => Math.trunc(id)),
    address_id: input.address_id,
    key,
    today: chinaDate(new Date(now)),
    contract: CURRENT_CONTRACT_VERSION,
  });
  if (!found) return null;
  const { session } = found;
  return {
    session: cookieSessionOf({ id: session.id, accountId: session.account_id, buyerId: session.buyer_id, expiresAt: Number(session.expires_at) }),
    pre: found.pre,
  };
}

/** Cart line ids as a PostgreSQL integer[] literal. */
function idsLiteral(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/** A chosen cart line as the stock check reads it. */
export interface StockLine {
  number: number;
  /** The line's own type (3: 套餐). */
  type: number;
  goodsId: number;
  name: string;
  stock: number;
  isBuy: boolean;
  /** The goods' kind ('combination': a 套餐, whose stock is its components'). */
  kind: string;
}

/**
 * The 422 for lines whose goods already cannot cover them, or null: a goods
 * that cannot be bought (is_buy 0, none left: the message priceOrder gives),
 * else the first goods (lowest id, as reserveStock goes) with less stock
 * than all the lines want of it (the message reserveStock gives). 套餐 lines
 * are left to the transaction: their stock is their components'. Only ever
 * a refusal; enough stock here promises nothing.
 */
export function stockRefusal(lines: readonly StockLine[]): AppError | null {
  const plain = plainLines(lines);
  const unbuyable = plain.find((line) => !line.isBuy || line.stock <= 0);
  if (unbuyable) return unbuyableRefusal(unbuyable.name);
  const short = wantedOf(plain).find((line) => line.stock < line.number);
  return short ? shortRefusal(short.name, short.stock) : null;
}

/** 422 on ids: a goods that cannot be bought (is_buy 0, or none left when the order is checked). */
export function unbuyableRefusal(name: string): AppError {
  return AppError.field('ids', `「${name}」暂不可购买，请先移出结算`);
}

/** 422 on ids: a goods with less stock than the order wants, and what is left. */
export function shortRefusal(name: string, stock: number): AppError {
  return AppError.field('ids', `「${name}」库存不足，仅剩${Math.max(0, stock)}件`);
}

/** The lines whose own goods row holds their stock (not a 套餐, whose stock is its components'). */
function plainLines(lines: readonly StockLine[]): StockLine[] {
  return lines.filter((line) => line.kind !== COMBINATION_KIND && line.type !== CART_TYPE_COMBINATION);
}

/** All the units the plain lines want of each goods, one entry per goods, lowest goods id first. */
function wantedOf(plain: readonly StockLine[]): StockLine[] {
  const wanted = new Map<number, StockLine>();
  for (const line of plain) wanted.set(line.goodsId, { ...line, number: (wanted.get(line.goodsId)?.number ?? 0) + line.number });
  return [...wanted.values()].sort((a, b) => a.goodsId - b.goodsId);
}

/** What the admission gate (admission.ts) holds for an order: the units of each plain goods and the stock the preflight saw. */
export function gateWantsOf(lines: readonly StockLine[]): GateWant[] {
  return wantedOf(plainLines(lines)).map((line) => ({ goodsId: line.goodsId, name: line.name, number: line.number, seen: line.stock }));
}

/** The preflight's lines as the stock check reads them. */
export function stockLinesOf(row: PreflightRow): StockLine[] {
  return row.lines.map((line) => ({
    number: line.number,
    type: line.type,
    goodsId: line.goods_id,
    name: line.name,
    stock: line.stock,
    isBuy: line.is_buy,
    kind: line.kind,
  }));
}

/**
 * The refusal the preflight alone can give, or null: the later reads decide
 * (createOrder reads the lines again before pricing). In the order the
 * checks always ran: the buyer's standing first (422 user, 459),
 * then, only when the key has no order yet, every chosen line was found and
 * the address is the buyer's, the stock (stockRefusal).
 */
export function preflightRefusal(row: PreflightRow | null, ids: readonly number[]): AppError | null {
  if (!row) return AppError.field('user', UNVERIFIED_BUYER_MESSAGE);
  const blocked = blockedReasonOf(row, row.expired ? { kind: row.expired.kind, expiresOn: row.expired.expires_on } : null);
  if (blocked) return AppError.field('user', blocked);
  if (!row.signed) return new AppError(Code.CONTRACT_REQUIRED, CONTRACT_REQUIRED_MESSAGE);
  if (row.keyed || row.lines.length !== new Set(ids).size || !row.address) return null;
  return stockRefusal(stockLinesOf(row));
}
