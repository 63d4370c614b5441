import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** member: needs a session (10001 otherwise); optional: works for visitors too. */
export type Access = 'member' | 'optional';

/**
 * One API call: method, path (with `:param` segments), zod input schema and,
 * as a phantom type, the `data` it returns. Client and server both import
 * these, so they cannot drift.
 */
export interface CallDef<I extends z.ZodType = z.ZodType, O = unknown> {
  method: Method;
  path: string;
  access: Access;
  input: I;
  /** Never set at run time; carries the output type. */
  readonly _output?: O;
}

export function defineCall<O>() {
  return <I extends z.ZodType>(def: { method: Method; path: string; access: Access; input: I }) => def as CallDef<I, O>;
}

export type InputOf<C> = C extends CallDef<infer I, unknown> ? z.input<I> : never;
export type ParsedInputOf<C> = C extends CallDef<infer I, unknown> ? z.output<I> : never;
export type OutputOf<C> = C extends CallDef<z.ZodType, infer O> ? O : never;

/** Fills `:param` segments of a call path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
