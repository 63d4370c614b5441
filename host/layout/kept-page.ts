import { createContext, useContext } from 'react';
import type { KeptEntry } from '../../shared/ui/kept-state';

const KeptPageContext = createContext<KeptEntry | null>(null);

/** The layout's: the current history entry's kept state, null on routes not flagged `keep` (use-kept-pages.ts). */
export const KeptPageProvider = KeptPageContext.Provider;

/** The kept state of the page's history entry, for its widgets' `kept` prop (the product list's). */
export function useKeptPage(): KeptEntry | null {
  return useContext(KeptPageContext);
}
