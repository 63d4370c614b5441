import type { RefObject } from 'react';

/**
 * Focuses the element with `id` in the root `within` lives in: the document
 * in the host, the shadow root inside <yp-account-centre>, where
 * document.getElementById cannot see.
 */
export function focusById(within: RefObject<Element | null>, id: string): void {
  const root = within.current?.getRootNode() as Document | ShadowRoot | undefined;
  const found = root?.getElementById(id);
  if (found instanceof HTMLElement) found.focus();
}
