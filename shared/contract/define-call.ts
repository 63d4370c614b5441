import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** member: needs a session (10001 otherwise); optional: works for visitors too. */
export type Access = 'member' | 'optional';

/**
 * One API call: method, path (with `:param` segments), the zod schema of its
 * input and the zod schema of the `data` it answers. Client and server both
 * import these, so they cannot drift: the server parses input with `input`,
 * the client's types come from `output`, and the API tests check every answer
 * against `output` (server/http/route.ts, `checkResponses`).
 */
export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  access: Access;
  input: I;
  output: O;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(def: CallDef<I, O>): CallDef<I, O> {
  return def;
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
