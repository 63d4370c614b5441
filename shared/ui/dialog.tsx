import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { zh } from '../text/zh.text';
import { deepActiveElement, focusableIn, trapTab } from './focus';
import { Icon } from './icon';
import { useStyles } from './use-styles';
import css from './dialog.css?inline';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row. */
  footer?: ReactNode;
  /** Esc, the × button and (when allowed) a click on the mask. */
  onClose: () => void;
  /** Enter pressed anywhere in the dialog except on a control that handles Enter itself. */
  onEnter?: () => void;
  /** 'alertdialog' for messages that need an answer; 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  width?: number;
  /** Modal messages do not vanish on a stray click by default. */
  closeOnMask?: boolean;
  /** Hide the × in the title bar (the footer offers the way out). */
  hideClose?: boolean;
  /** A class on the mask, for a page's own placement of the panel (the phone's 筛选 drawer at the right edge, in the host's CSS). */
  className?: string;
}

const OWN_ENTER = new Set(['BUTTON', 'A', 'INPUT', 'TEXTAREA', 'SELECT']);

/**
 * A modal dialog: labelled by its title, focus moved in on open (to the
 * element marked data-autofocus, else the first control) and given back on
 * close, Tab kept inside, Esc closes.
 */
export function Dialog({
  open,
  title,
  children,
  footer,
  onClose,
  onEnter,
  role = 'dialog',
  width,
  closeOnMask = false,
  hideClose = false,
  className,
}: DialogProps) {
  const maskRef = useStyles<HTMLDivElement>(css);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  // Move focus in before paint so the first key press already lands inside.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previous = deepActiveElement(panel.ownerDocument);
    const target = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(panel)[0] ?? panel;
    target.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  // Esc works even when focus drifted outside (a click on the mask moves it to the page).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onClose();
      }
    };
    const doc = panelRef.current?.ownerDocument ?? document;
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (!panel) return;
    if (trapTab(event.nativeEvent, panel)) return;
    if (event.key === 'Enter' && onEnter) {
      const target = event.nativeEvent.composedPath()[0] as Element | undefined;
      if (target && OWN_ENTER.has(target.tagName)) return;
      event.preventDefault();
      onEnter();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a click on the mask outside the dialog closes it for the mouse; Esc does for the keyboard (the key handler above)
    <div
      ref={maskRef}
      className={className ? `yp-dialog-mask yp-surface ${className}` : 'yp-dialog-mask yp-surface'}
      onMouseDown={(event) => {
        if (closeOnMask && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="yp-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        style={width ? { width } : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="yp-dialog__head">
          <h2 id={titleId} className="yp-dialog__title">
            {title}
          </h2>
          {hideClose ? null : (
            <button type="button" className="yp-dialog__close" aria-label={zh.ui.close} onClick={onClose}>
              <Icon name="close" />
            </button>
          )}
        </div>
        <div id={bodyId} className="yp-dialog__body">
          {children}
        </div>
        {footer ? <div className="yp-dialog__foot">{footer}</div> : null}
      </div>
    </div>
  );
}
