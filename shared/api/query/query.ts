import { fillPath, type CallDef, type CallOptions, type CallTransport, type InputOf, type OutputOf } from '../../contract/define-call';
import { getApi, withQuery } from '../client';
import { applyEffect } from '../effects';
import { isApiError } from '../errors';
import { isServerRender } from '../../page/render-pass';
import { takeFirstAnswer } from './first-answers';
import { createInFlight, type InFlight } from './in-flight';
import { oncePerPage } from './per-page';

export type { CallOptions };

/** False in the embed build (vite --mode embed), which then drops first-answers.ts: a partner's markup must not answer yaopi's calls. */
const FIRST_ANSWERS = import.meta.env?.MODE !== 'embed';

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

// Each client has its own in-flight table (a goods list with its own client
// cancels only its own pages, widgets/product-list); the page shares the default one's.
const tables = new WeakMap<CallTransport, InFlight>();
function inFlightOf(transport: CallTransport): InFlight {
  let table = tables.get(transport);
  if (!table) tables.set(transport, (table = createInFlight()));
  return table;
}

/**
 * Makes one contract call: the query layer. Every rule about which answer a
 * call gets, besides the wire itself (shared/api/client.ts), is applied here
 * and nowhere else, in this order:
 *
 * 1. Once per page (per-page.ts): a `perPage` call (page-wide data several
 *    widgets and the host read at once) is made once for the same input and
 *    every caller gets that answer; a failure is forgotten. A caller with its
 *    own signal or client asks on its own.
 * 2. First answers (first-answers.ts): a GET the server already answered in
 *    the page's HTML takes that answer once, without a round trip.
 * 3. Cancel-previous (in-flight.ts): a repeated call to the same method and
 *    path aborts the one still in flight, except the exempt paths. Not during a
 *    server render, whose loads run side by side and each want their answer.
 *
 * Latest-wins for a caller that runs the same load again with other input (a
 * keyword typed further, a page changed) is shared/domain/latest-only.ts,
 * which `useAsync` and the cart model wrap their loads in: it drops a late
 * answer whatever path it came from.
 *
 * A failure shows its effect (alert, toast or login redirect; unless silent,
 * or the call is quiet and the caller did not ask) and then rejects with the
 * ApiError, so callers can still stop their spinners. Pages call it through
 * the defs themselves (shared/api/resources): `cartApi.cartAdd(input)`.
 */
export function query<C extends CallDef>(def: C, input: InputOf<C>, options: CallOptions = {}): Promise<OutputOf<C>> {
  if (def.perPage && !options.signal && !options.api) {
    return oncePerPage(`${def.method} ${def.path} ${JSON.stringify(input ?? {})}`, () => send(def, input, options));
  }
  return send(def, input, options);
}

async function send<C extends CallDef>(def: C, input: InputOf<C>, options: CallOptions): Promise<OutputOf<C>> {
  const { path, rest } = splitInput(def.path, input ?? {});
  const rendering = isServerRender();
  const written = FIRST_ANSWERS && def.method === 'GET' && !rendering && !options.signal?.aborted ? takeFirstAnswer(withQuery(path, rest)) : undefined;
  if (written) return written.data as OutputOf<C>;

  const transport = options.api ?? getApi();
  // One controller per call, fired by the caller's signal or a newer call to the same path.
  const controller = new AbortController();
  const { signal } = options;
  const cancel = () => controller.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  const release = rendering ? () => undefined : inFlightOf(transport).track(def.method, path, cancel);
  try {
    const data = await transport.send(def.method, path, rest, {
      signal: controller.signal,
      ...(options.headers ? { headers: options.headers } : {}),
    });
    return data as OutputOf<C>;
  } catch (error) {
    const silent = options.silent ?? def.quiet ?? false;
    // A server render shows no alert and goes nowhere: the browser makes the call again and reacts then.
    if (!silent && isApiError(error) && (import.meta.env?.MODE === 'embed' || !rendering)) applyEffect(error);
    throw error;
  } finally {
    release();
    signal?.removeEventListener('abort', cancel);
  }
}
