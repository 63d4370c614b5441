import { useCallback, useRef, useState, type ReactNode } from 'react';
import { zh } from '../text/zh.text';
import { Alert } from './alert';

export interface ConfirmOptions {
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ConfirmProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question: 确定 (primary) and 取消; Esc and × count as 取消. */
export function Confirm({ open, message, title, confirmLabel = zh.ui.ok, cancelLabel = zh.ui.cancel, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Alert
      open={open}
      title={title}
      message={message}
      icon="warning"
      onClose={onCancel}
      buttons={[
        { label: cancelLabel, onClick: onCancel },
        { label: confirmLabel, primary: true, onClick: onConfirm },
      ]}
    />
  );
}

/**
 * `const { confirm, confirmElement } = useConfirm()`; render confirmElement
 * once, then `if (await confirm('确定删除这件商品吗?')) …`. Asking again while
 * a question is open answers the earlier one with false.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions | string) => Promise<boolean>; confirmElement: ReactNode } {
  const [question, setQuestion] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((options: ConfirmOptions | string) => {
    resolver.current?.(false);
    setQuestion(typeof options === 'string' ? { message: options } : options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const confirmElement = question ? <Confirm {...question} open onConfirm={() => settle(true)} onCancel={() => settle(false)} /> : null;

  return { confirm, confirmElement };
}
