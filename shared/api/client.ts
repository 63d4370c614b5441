import wretch from 'wretch';
import AbortAddon from 'wretch/addons/abort';
import { getConfig } from '../config/config';
import { outcomeOf } from '../contract/codes';
import type { Method } from '../contract/define-call';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { ApiError, FailureMessages, isEnvelope } from './errors';
import { encodeForm } from './form-encoding';
import { clearWretchTimer } from './wretch-timer';
import { renderPass } from '../page/render-pass';

/** False in the embed build (vite --mode embed), never rendered on a server. */
const RENDERED = import.meta.env?.MODE !== 'embed';

export interface ApiOptions {
  /** Request timeout; docs/product/calls.md fixes 30 s. Only tests pass a shorter one. */
  timeoutMs?: number;
  /** The fetch to use; the platform's by default. */
  fetch?: typeof fetch;
}

export interface SendOptions {
  /** Aborting it rejects the call with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key for order and payment calls. */
  headers?: Record<string, string>;
  /** A multipart body (a file upload, POST only): sent as is, the browser writes the boundary. */
  formData?: FormData;
}

export interface Api {
  /** The configured wretch instance: immutable, so callers may derive from it freely. */
  readonly http: HttpClient;
  readonly timeoutMs: number;
  /**
   * Sends one call and returns the envelope's `data`. Rejects with an
   * ApiError and applies no effect: effects belong to `call`.
   * `path` is the filled path (no query); GET/DELETE input goes to the query
   * string, POST/PUT input to a form-encoded body.
   */
  send(method: Method, path: string, input?: Record<string, unknown>, options?: SendOptions): Promise<unknown>;
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

function buildHttp(fetchImpl?: typeof fetch) {
  const base = wretch('', { credentials: 'include' })
    .addon(AbortAddon())
    .accept('application/json')
    // Error bodies are read as text and parsed as JSON when they are JSON, so
    // a proxy's HTML error page still yields a status rather than a SyntaxError.
    .errorType('json')
    // Resolved at send time, not creation: a partner page may call
    // configure({apiBase, token}) after this module was loaded.
    .defer((w, url) => {
      const { apiBase, token } = getConfig();
      const located = w.url(apiBase + url, true);
      return token ? located.auth(`Bearer ${token}`) : located;
    });
  return fetchImpl ? base.polyfills({ fetch: fetchImpl }) : base;
}

export type HttpClient = ReturnType<typeof buildHttp>;

/** A GET or DELETE call's url: the filled path and its form-encoded input. */
export function withQuery(path: string, input: Record<string, unknown>): string {
  const query = encodeForm(input);
  return query ? `${path}?${query}` : path;
}

/** The HTTP error wretch threw: it carries the response status and the body it read. */
interface HttpFailure {
  status: number;
  url?: string;
  json?: unknown;
  text?: string;
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return error instanceof wretch.WretchError && typeof (error as { status?: unknown }).status === 'number';
}

function httpError(failure: HttpFailure, url: string): ApiError {
  const envelope = isEnvelope(failure.json) ? failure.json : undefined;
  // A failing status with a success code in its body is still a failure: trust the status then.
  const code = envelope && outcomeOf(envelope.code) !== 'success' ? envelope.code : failure.status;
  return new ApiError({
    kind: 'http',
    status: failure.status,
    code,
    url: failure.url ?? url,
    body: envelope ?? failure.text ?? '',
    message: envelope?.message || `请求失败（HTTP ${failure.status}）`,
  });
}

/** Reads a 2xx answer: the envelope's data on a success code, an ApiError otherwise. */
function readEnvelope(status: number, text: string, url: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isEnvelope(parsed)) {
    // Code 0 falls in the 温馨提示 row: the user learns the call failed without a fake status.
    throw new ApiError({ kind: 'http', status, code: 0, url, body: text, message: FailureMessages.unreadable });
  }
  const envelope = parsed;
  if (outcomeOf(envelope.code) === 'success') return envelope.data;
  throw new ApiError({ kind: 'http', status, code: envelope.code, url, body: envelope, message: envelope.message });
}

/**
 * The one API client of docs/product/calls.md, the wire only: credentials sent, JSON
 * accepted, Bearer token when configured, 30 s timeout, form-encoded bodies,
 * the envelope read into data or an ApiError. Which answer a call gets (once
 * per page, the server's first answers, cancel-previous) is the query layer's
 * (shared/api/query); the page shares the default client from `getApi()`.
 */
export function createApi(options: ApiOptions = {}): Api {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const http = buildHttp(options.fetch);

  async function send(method: Method, path: string, input: Record<string, unknown> = {}, sendOptions: SendOptions = {}) {
    // During a server render every client of the page answers through the render's own (host/entry-server.tsx).
    const rendering = RENDERED ? (renderPass()?.api as Api | undefined) : undefined;
    if (rendering && rendering !== api) return rendering.send(method, path, input, sendOptions);
    const { signal, headers } = sendOptions;
    const url = method === 'GET' || method === 'DELETE' ? withQuery(path, input) : path;
    const fullUrl = getConfig().apiBase + url;
    const aborted = () => new ApiError({ kind: 'aborted', url: fullUrl, message: FailureMessages.aborted });
    if (signal?.aborted) throw aborted();

    // One controller per call, fired by the timeout or the caller's signal
    // (the query layer's cancel-previous among them). `cancelled` tells a cancel from a timeout.
    const controller = new AbortController();
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
      controller.abort();
    };
    signal?.addEventListener('abort', cancel, { once: true });

    const request = headers ? http.signal(controller).headers(headers) : http.signal(controller);
    const sent =
      method === 'GET'
        ? request.get(url)
        : method === 'DELETE'
          ? request.delete(url)
          : sendOptions.formData
            ? request.body(sendOptions.formData).post(undefined, url)
            : request.content(FORM_CONTENT_TYPE)[method === 'PUT' ? 'put' : 'post'](encodeForm(input), url);
    const chain = sent.setTimeout(timeoutMs, controller);
    try {
      // The body is read inside the try so the timeout also covers a stalled body.
      const response = await chain.res();
      return readEnvelope(response.status, await response.text(), response.url || fullUrl);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (controller.signal.aborted) {
        if (cancelled) throw aborted();
        throw new ApiError({ kind: 'timeout', url: fullUrl, message: FailureMessages.timeout, cause: error });
      }
      if (isHttpFailure(error)) throw httpError(error, fullUrl);
      // fetch rejects with a TypeError when nothing answered (offline, refused, CORS).
      throw new ApiError({ kind: 'network', url: fullUrl, message: FailureMessages.network, cause: error });
    } finally {
      signal?.removeEventListener('abort', cancel);
      // A finished call leaves no 30 s timer behind (wretch-timer.ts).
      clearWretchTimer(chain);
    }
  }

  const api: Api = { http, timeoutMs, send };
  return api;
}

let defaultApi: Api | undefined;

/** The page's client, created on first use so that importing this module sends nothing. */
export function getApi(): Api {
  // A server render answers as the visitor it renders for, through the server's own client (host/entry-server.tsx).
  const serverApi = RENDERED ? (renderPass()?.api as Api | undefined) : undefined;
  if (serverApi) return serverApi;
  return (defaultApi ??= createApi());
}
