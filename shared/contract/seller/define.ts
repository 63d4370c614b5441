import type { z } from 'zod';

/** What a seller client must hold to make a call (seller_clients.scopes). */
export type SellerScopeName = 'orders' | 'fulfilment' | 'catalogue' | 'after-sales' | 'reviews';

/**
 * One call of the wholesaler's API (/api/seller/v1): method, path, the scope
 * it needs, and the zod schemas of its input and of the `data` it answers.
 * The server registers and parses with these (server/routes/seller), and
 * the OpenAPI document is generated from them. A POST is a write: it needs
 * an X-Request-Id and applies once per id.
 */
export interface SellerCallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  scope: SellerScopeName;
  summary: string;
  input: I;
  output: O;
  /** The body as documented when `input` checks it loosely (the catalogue checks each row on its own). */
  documentedBody?: z.ZodType;
}

export function defineSellerCall<I extends z.ZodType, O extends z.ZodType>(def: SellerCallDef<I, O>): SellerCallDef<I, O> {
  return def;
}
