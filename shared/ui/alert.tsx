import type { ReactNode } from 'react';
import { zh } from '../text/zh.text';
import { Dialog } from './dialog';
import { Icon } from './icon';
import { useStyles } from './use-styles';
import css from './alert.css?inline';

export type AlertIcon = 'error' | 'info' | 'success' | 'warning';

export interface AlertButton {
  label: string;
  primary?: boolean;
  onClick: () => void;
}

export interface AlertProps {
  open: boolean;
  /** Defaults to 温馨提示 (docs/product/errors.md). */
  title?: string;
  message: ReactNode;
  icon?: AlertIcon;
  /** Defaults to one primary 确定 that closes. */
  buttons?: AlertButton[];
  onClose: () => void;
}

/**
 * A modal message with an icon and action buttons (docs/product/errors.md catalogue). Enter
 * presses the primary button, Esc closes; the primary button takes focus.
 */
export function Alert({ open, title = zh.ui.alertTitle, message, icon = 'info', buttons, onClose }: AlertProps) {
  const ref = useStyles<HTMLDivElement>(css);
  const list = buttons && buttons.length > 0 ? buttons : [{ label: zh.ui.ok, primary: true, onClick: onClose }];
  const primary = list.find((b) => b.primary) ?? list[list.length - 1];
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      onClose={onClose}
      onEnter={primary ? primary.onClick : undefined}
      footer={list.map((button) => (
        <button
          key={button.label}
          type="button"
          className={button === primary ? 'yp-btn yp-btn--primary' : 'yp-btn'}
          data-autofocus={button === primary ? '' : undefined}
          onClick={button.onClick}
        >
          {button.label}
        </button>
      ))}
    >
      <div ref={ref} className="yp-alert">
        <span className={`yp-alert__icon yp-alert__icon--${icon}`}>
          <Icon name={icon} />
        </span>
        <p className="yp-alert__message">{message}</p>
      </div>
    </Dialog>
  );
}
