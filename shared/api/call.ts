import { fillPath, type CallDef, type CallOptions, type InputOf, type OutputOf } from '../contract/define-call';
import { getApi } from './client';
import { applyEffect } from './effects';
import { isServerRender } from '../page/render-pass';
import { isApiError } from './errors';
import { oncePerPage } from './page-memo';

export type { CallOptions };

const PATH_PARAM = /:([A-Za-z_]+)/g;

/** Splits input into the `:param` values of the path and the rest, which is sent. */
function splitInput(path: string, input: Record<string, unknown>) {
  const names = new Set([...path.matchAll(PATH_PARAM)].map((match) => match[1] as string));
  const params: Record<string, string | number> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (names.has(key)) params[key] = value as string | number;
    else rest[key] = value;
  }
  return { path: fillPath(path, params), rest };
}

/**
 * Makes one contract call: fills the path, sends the rest of the input,
 * returns the envelope's data typed by the contract. A failure shows its
 * effect (alert, toast or login redirect; unless silent, or the call is
 * quiet and the caller did not ask) and then rejects with the ApiError, so
 * callers can still stop their spinners. A perPage call is made once per page
 * for the same input. Pages call it through the defs themselves
 * (shared/api/resources): `cartApi.cartAdd(input)`.
 */
export function call<C extends CallDef>(def: C, input: InputOf<C>, options: CallOptions = {}): Promise<OutputOf<C>> {
  if (def.perPage && !options.signal && !options.api) {
    return oncePerPage(`${def.method} ${def.path} ${JSON.stringify(input ?? {})}`, () => send(def, input, options));
  }
  return send(def, input, options);
}

async function send<C extends CallDef>(def: C, input: InputOf<C>, options: CallOptions): Promise<OutputOf<C>> {
  const { path, rest } = splitInput(def.path, input ?? {});
  try {
    const data = await (options.api ?? getApi()).send(def.method, path, rest, {
      signal: options.signal,
      ...(options.headers ? { headers: options.headers } : {}),
    });
    return data as OutputOf<C>;
  } catch (error) {
    const silent = options.silent ?? def.quiet ?? false;
    // A server render shows no alert and goes nowhere: the browser makes the call again and reacts then.
    if (!silent && isApiError(error) && (import.meta.env?.MODE === 'embed' || !isServerRender())) applyEffect(error);
    throw error;
  }
}
