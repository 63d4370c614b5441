/**
 * The buyer's recent searches (docs/product/routes.md search behaviour: "search history is
 * cached in session storage with a timestamp"). Session storage, not local:
 * the list belongs to this visit and to this tab, and a shared counter in a
 * pharmacy does not show the next buyer what the last one looked for.
 *
 * Every bundle on the page reads the same storage, so no bus event is needed:
 * a search bar reads the list whenever it shows it.
 */

/** Search mode: 1 drug names (药品), 2 manufacturers (厂家). */
export type SearchType = 1 | 2;

export interface SearchHistoryEntry {
  keyword: string;
  type: SearchType;
  /** When it was searched, 10-digit seconds (docs/product/constants.md). */
  time: number;
}

export const SEARCH_HISTORY_KEY = 'yp_search_history';
/** Entries kept, newest first. */
export const SEARCH_HISTORY_MAX = 10;

/** The page's session storage, or null where it is blocked (sandboxed frames, storage disabled). */
function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.keyword === 'string' &&
    entry.keyword.trim() !== '' &&
    (entry.type === 1 || entry.type === 2) &&
    typeof entry.time === 'number' &&
    Number.isFinite(entry.time)
  );
}

/** The stored history, newest first; anything unreadable counts as empty. */
export function readSearchHistory(storage: Storage | null = sessionStore()): SearchHistoryEntry[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | null, entries: SearchHistoryEntry[]): void {
  try {
    storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // Quota or a blocked storage: history is a convenience, the search goes on.
  }
}

/**
 * Records a search: trimmed, moved to the front if the same keyword and type
 * is already there, the list cut to SEARCH_HISTORY_MAX. Returns the new list.
 */
export function addSearchHistory(keyword: string, type: SearchType, options: { now?: number; storage?: Storage | null } = {}): SearchHistoryEntry[] {
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  const trimmed = keyword.trim();
  const current = readSearchHistory(storage);
  if (!trimmed) return current;
  const time = Math.floor((options.now ?? Date.now()) / 1000);
  const next = [{ keyword: trimmed, type, time }, ...current.filter((entry) => !(entry.keyword === trimmed && entry.type === type))].slice(
    0,
    SEARCH_HISTORY_MAX,
  );
  write(storage, next);
  return next;
}

/** 清空: forgets every entry. */
export function clearSearchHistory(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
