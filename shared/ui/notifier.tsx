import { useLayoutEffect, useRef, useState } from 'react';
import { getBus } from '../bus/bus';
import { navigate } from '../bus/navigate';
import type { AlertAction, BusEvents } from '../bus/events';
import { zh } from '../text/zh.text';
import { Alert, type AlertButton } from './alert';
import { ToastStack, type ToastItem } from './toast';
import { notifierOwnerSlot, takeNotifierBacklog } from './notifier-slot';

/** How long a toast stays; errors a little longer, they are read twice. */
export const TOAST_MS = 2500;
export const ERROR_TOAST_MS = 3500;

type AlertRequest = BusEvents['ui:alert'] & { id: number };

// The first notifier to mount claims the page (notifier-slot.ts).
const ownerSlot = notifierOwnerSlot;

let nextId = 1;

function sameAlert(a: BusEvents['ui:alert'], b: BusEvents['ui:alert']): boolean {
  return a.message === b.message && (a.title ?? '') === (b.title ?? '');
}

/**
 * Shows what the page asks for on the bus: 'ui:alert' as a modal (one at a
 * time, queued, duplicates of a waiting message dropped — five calls timing
 * out at once need one 请求超时 box) and 'ui:toast' as a fading message.
 * Alert buttons close, reload the page, or navigate().
 */
export function Notifier() {
  const [alerts, setAlerts] = useState<AlertRequest[]>([]);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // A layout effect subscribes during the commit itself, so an alert emitted
  // right after <yp-notifier> is put on the page is not missed.
  useLayoutEffect(() => {
    const slot = ownerSlot();
    if (slot.owner) return;
    const me = {};
    slot.owner = me;
    const bus = getBus();
    const showAlert = (request: BusEvents['ui:alert']) => {
      setAlerts((queue) => (queue.some((waiting) => sameAlert(waiting, request)) ? queue : [...queue, { ...request, id: nextId++ }]));
    };
    const showToast = ({ message, kind = 'info' }: BusEvents['ui:toast']) => {
      const id = nextId++;
      setToasts((list) => [...list.filter((t) => t.message !== message), { id, message, kind }]);
      const timer = setTimeout(
        () => {
          timers.current.delete(timer);
          setToasts((list) => list.filter((t) => t.id !== id));
        },
        kind === 'error' ? ERROR_TOAST_MS : TOAST_MS,
      );
      timers.current.add(timer);
    };
    const offAlert = bus.on('ui:alert', showAlert);
    const offToast = bus.on('ui:toast', showToast);
    // What was asked for before any notifier listened (the embed's on-demand load), in order.
    for (const notice of takeNotifierBacklog()) {
      if (notice.type === 'ui:alert') showAlert(notice.payload);
      else showToast(notice.payload);
    }
    const pending = timers.current;
    return () => {
      offAlert();
      offToast();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      if (slot.owner === me) slot.owner = null;
    };
  }, []);

  const current = alerts[0];
  const dismiss = () => setAlerts((queue) => queue.slice(1));

  const run = (action: AlertAction) => {
    dismiss();
    if (action.kind === 'reload') globalThis.location?.reload();
    else if (action.kind === 'navigate' && action.path) navigate(action.path);
  };

  const buttons: AlertButton[] | undefined = current?.actions?.map((action) => ({
    label: action.kind === 'reload' && !action.label ? zh.ui.reload : action.label,
    primary: action.primary,
    onClick: () => run(action),
  }));

  return (
    <>
      {current ? (
        <Alert key={current.id} open title={current.title} message={current.message} icon={current.icon ?? 'info'} buttons={buttons} onClose={dismiss} />
      ) : null}
      {toasts.length > 0 ? <ToastStack toasts={toasts} /> : null}
    </>
  );
}
