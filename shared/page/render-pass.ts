import { pageSlot, peekPageSlot } from './page-slot';

/**
 * What one server render of a page, and the browser's hydration of that
 * HTML, share with the components they render (docs/decisions.md ADR-009). Outside those two moments there is no pass and components
 * behave as they always did: load in effects, start in their loading state.
 *
 * - `server`: `useAsync` runs its load during render and suspends on it
 *   (React's server renderer waits, then renders the answer); what it
 *   answered is kept by the component's `useId`, to be written into the page.
 *   `useStyles` records the CSS it would adopt, so the page links it.
 * - `hydrate`: the answers the server wrote into the page, by the same ids,
 *   so the first client render draws what the HTML shows (no mismatch) and
 *   no call is made again for them.
 */
export type AsyncEntry<T = unknown> = (
  | { status: 'pending' }
  | { status: 'ready'; value: T }
  /** Failed, or an answer JSON cannot carry: drawn in its loading state on both sides, then loaded by the browser. */
  | { status: 'none' }
) & {
  /** The server's load, settled when the entry is: the component suspends on it (React's `use`). */
  promise?: Promise<void>;
};

export interface RenderPass {
  phase: 'server' | 'hydrate';
  async: Map<string, AsyncEntry>;
  /** CSS texts the rendered components adopt, in first-use order (server only). */
  styles: string[];
  /** The API client of this render: the server's own, answering as the visitor (server only). */
  api?: unknown;
}

/** False in the embed build (vite --mode embed): a partner's page is never rendered by yaopi's server, so the passes' code is left out. */
const RENDERED = import.meta.env?.MODE !== 'embed';

const NAME = 'render.pass';
const VERSION = 1;

export function renderPass(): RenderPass | undefined {
  if (!RENDERED) return undefined;
  const holder = peekPageSlot<{ pass?: RenderPass }>(NAME, VERSION);
  return holder?.pass;
}

export function beginRenderPass(pass: Omit<RenderPass, 'styles'> & { styles?: string[] }): RenderPass {
  const holder = pageSlot<{ pass?: RenderPass }>(NAME, VERSION, () => ({}));
  holder.pass = { styles: [], ...pass };
  return holder.pass;
}

export function endRenderPass(): void {
  const holder = peekPageSlot<{ pass?: RenderPass }>(NAME, VERSION);
  if (holder) holder.pass = undefined;
}

/** True when rendering on the server: no effects will run, no window to read. */
export function isServerRender(): boolean {
  return renderPass()?.phase === 'server';
}

/**
 * Whether a value goes through JSON and comes back the same: plain objects,
 * arrays, strings, finite numbers, booleans and null (an object's undefined
 * fields are dropped, which reads back the same). A Date, a Map or a class
 * would come back as something else, and the browser would draw another page.
 */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => item !== undefined && isPlainJson(item, depth + 1));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as Record<string, unknown>).every((item) => item === undefined || isPlainJson(item, depth + 1));
}
