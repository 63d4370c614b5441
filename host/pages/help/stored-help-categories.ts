import type { HelpCategory } from '../../../shared/contract';

/**
 * The help menu's categories, kept in localStorage between page loads: the
 * footer call is the source, and the stored copy lets a help page draw its
 * menu before that call answers, or when it fails. Read only in effects, so
 * the first render is the same on the server and in the browser.
 */
export const HELP_CATEGORIES_KEY = 'yp:help-categories';

const isArticle = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { title?: unknown }).title === 'string' &&
  ((value as { slug?: unknown }).slug === null || typeof (value as { slug?: unknown }).slug === 'string');

const isCategory = (value: unknown): value is HelpCategory =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { name?: unknown }).name === 'string' &&
  Array.isArray((value as { children?: unknown }).children) &&
  (value as { children: unknown[] }).children.every(isArticle);

/** The stored categories, or null when none are stored or what is stored is not a category list (an older shape, a hand edit). */
export function readStoredHelpCategories(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): HelpCategory[] | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HELP_CATEGORIES_KEY) ?? 'null');
    return Array.isArray(parsed) && parsed.every(isCategory) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the categories the footer call answered; a full or refused storage only loses the copy. */
export function storeHelpCategories(categories: readonly HelpCategory[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(HELP_CATEGORIES_KEY, JSON.stringify(categories));
  } catch {
    // Private mode or quota: the menu still comes from the call.
  }
}
