/** Focus helpers that see through shadow roots (document.activeElement stops at a widget's host). */
import type { FocusEvent as ReactFocusEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element that really has focus, descending into open shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Focusable elements inside `container`, in document order, skipping hidden ones. */
export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true' && el.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab inside `container`; returns true when it moved focus itself. */
export function trapTab(event: KeyboardEvent, container: Element): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = deepActiveElement(container.ownerDocument);
  const inside = active !== null && container.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * The handlers of a popover that is open while the pointer is over it or
 * focus is inside it (the category menu, the app QR): it closes when the
 * pointer leaves or focus moves out of the whole element, not just into a
 * child of it.
 */
export function openWhileInside(setOpen: (open: boolean) => void) {
  return {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onFocus: () => setOpen(true),
    onBlur: (event: ReactFocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
  };
}
