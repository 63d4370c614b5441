import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** member: needs a session (10001 otherwise); optional: works for visitors too. */
export type Access = 'member' | 'optional';

/**
 * One API call's facts: method, path (with `:param` segments), the zod schema
 * of its input and the zod schema of the `data` it answers. Client and server
 * both import these, so they cannot drift: the server parses input with
 * `input`, the client's types come from `output`, and the API tests check
 * every answer against `output` (server/http/route.ts, `checkResponses`).
 */
export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  access: Access;
  input: I;
  output: O;
  /**
   * A failure shows no alert, toast or login redirect unless the caller asks
   * (`silent: false`); the promise still rejects. For common data, ads and
   * statistics, whose failures the buyer is spared (docs/product/errors.md).
   */
  quiet?: boolean;
  /**
   * The same call with the same input is made once per page: every caller
   * gets the first one's answer (shared/api/query/per-page.ts), unless it brings
   * its own signal or client. For page-wide data that several widgets read
   * at once, which the cancel-previous rule would otherwise abort.
   */
  perPage?: boolean;
}

/** How one call is made; the browser's query layer (shared/api/query/query.ts) reads these. */
export interface CallOptions {
  /**
   * Skip the failure's effect (no alert, toast or login redirect); the promise
   * still rejects with the ApiError. For background data whose failure the
   * page ignores, and for forms that show field errors inline.
   */
  silent?: boolean;
  /** Aborting it rejects the call with an ApiError of kind 'aborted' and no effect. */
  signal?: AbortSignal;
  /** The client to use; the page's default one otherwise. Tests pass their own. */
  api?: CallTransport;
  /** Extra request headers (Idempotency-Key). */
  headers?: Record<string, string>;
}

/** What a client must offer to make a call (shared/api/client.ts's Api has it). */
export interface CallTransport {
  send(method: Method, path: string, input?: Record<string, unknown>, options?: { signal?: AbortSignal; headers?: Record<string, string> }): Promise<unknown>;
}

/**
 * A defined call is also the way to make it: `cartAdd(input, options)` sends
 * it through the client the browser registered (setCallSender), so the client
 * is derived from the contract and a bundle holds only the calls it uses.
 */
export interface Call<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> extends CallDef<I, O> {
  // A call whose input is all optional may be made without one: `cartTotal()`.
  (
    ...args: Record<never, never> extends z.input<I> ? [input?: z.input<I>, options?: CallOptions] : [input: z.input<I>, options?: CallOptions]
  ): Promise<z.output<O>>;
}

type Sender = (def: CallDef, input: Record<string, unknown>, options: CallOptions) => Promise<unknown>;
let sender: Sender | undefined;

/** The browser client registers how calls are sent (shared/api/sender.ts); the server never calls a def. */
export function setCallSender(send: Sender): void {
  sender = send;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(def: CallDef<I, O>): Call<I, O> {
  const made: Call<I, O> = Object.assign((input?: z.input<I>, options: CallOptions = {}) => {
    if (!sender) return Promise.reject(new Error(`yaopi: no client registered to send ${def.method} ${def.path}`));
    return sender(made, input ?? {}, options) as Promise<z.output<O>>;
  }, def);
  return made;
}

/** True for a defined call (a function carrying method and path), for code that lists a contract module's calls. */
export function isCallDef(value: unknown): value is CallDef {
  return typeof value === 'function' && 'method' in value && 'path' in value;
}

export type InputOf<C> = C extends CallDef<infer I, z.ZodType> ? z.input<I> : never;
export type ParsedInputOf<C> = C extends CallDef<infer I, z.ZodType> ? z.output<I> : never;
export type OutputOf<C> = C extends CallDef<z.ZodType, infer O> ? z.output<O> : never;

/** Fills `:param` segments of a call path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
