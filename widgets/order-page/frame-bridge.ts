/**
 * The order page inside an ERP iframe talks to its parent by postMessage.
 * Out: `{type: 'yaopi:order', event: 'height', height}` whenever the page's
 * height changes, and `{type, event: 'status', order_id, order_no, status,
 * status_text, action}` on load and after each action. In: `{type,
 * command: 'refresh'}`. Both directions use the one configured parent origin
 * exactly: messages go out with it as targetOrigin (never '*', so order data
 * cannot reach a page the frame was navigated into), and a message comes in
 * only when its origin is that origin and its source is window.parent.
 */
import { parseParentOrigin } from '../../shared/contract/framed-pages';

// One rule for the order page, the site's frame page and the bus bridge.
export { parseParentOrigin };

export const ORDER_MESSAGE_TYPE = 'yaopi:order';

export type OrderFrameEvent =
  | { type: typeof ORDER_MESSAGE_TYPE; event: 'height'; height: number }
  | {
      type: typeof ORDER_MESSAGE_TYPE;
      event: 'status';
      order_id: number;
      order_no: string;
      status: number;
      status_text: string;
      /** What changed it: load, refresh, cancel, receive, rebuy. */
      action: string;
    };

export type OrderFrameCommand = 'refresh';

/** True when the message comes from the configured parent window and origin and is one of ours. */
export function isParentCommand(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  parentOrigin: string,
  parent: MessageEventSource | null,
): OrderFrameCommand | null {
  if (!parentOrigin || event.origin !== parentOrigin) return null;
  if (parent === null || event.source !== parent) return null;
  const data = event.data as { type?: unknown; command?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== ORDER_MESSAGE_TYPE) return null;
  return data.command === 'refresh' ? 'refresh' : null;
}

export interface FrameBridge {
  post(message: OrderFrameEvent): void;
  /** Reports the element's height now and whenever it changes. */
  observeHeight(element: Element): () => void;
  dispose(): void;
}

export interface FrameBridgeOptions {
  parentOrigin: string | null | undefined;
  onCommand?: (command: OrderFrameCommand) => void;
  /** The window the page runs in; tests pass their own. */
  win?: Window;
}

/**
 * A bridge to window.parent, or null when the page is not framed or no valid
 * parent origin was configured: then nothing is posted and nothing is heard.
 */
export function createFrameBridge({ parentOrigin, onCommand, win = window }: FrameBridgeOptions): FrameBridge | null {
  const origin = parseParentOrigin(parentOrigin);
  const parent = win.parent;
  if (!origin || !parent || parent === win) return null;

  const onMessage = (event: MessageEvent) => {
    const command = isParentCommand(event, origin, parent);
    if (command) onCommand?.(command);
  };
  win.addEventListener('message', onMessage);
  const observers = new Set<ResizeObserver>();

  const post = (message: OrderFrameEvent) => {
    try {
      parent.postMessage(message, origin);
    } catch {
      // A detached parent: nothing to tell.
    }
  };

  return {
    post,
    observeHeight(element) {
      let last = -1;
      const report = () => {
        // The element's bottom edge in page coordinates: what the frame must show.
        // Not documentElement.scrollHeight, which never drops below the frame's
        // current height and so could only ever grow.
        const height = Math.ceil(element.getBoundingClientRect().bottom + (win.scrollY || 0));
        if (height === last) return;
        last = height;
        post({ type: ORDER_MESSAGE_TYPE, event: 'height', height });
      };
      const Observer = (win as unknown as { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
      if (!Observer) {
        report();
        return () => undefined;
      }
      const observer = new Observer(report);
      observer.observe(element);
      observers.add(observer);
      report();
      return () => {
        observer.disconnect();
        observers.delete(observer);
      };
    },
    dispose() {
      win.removeEventListener('message', onMessage);
      for (const observer of observers) observer.disconnect();
      observers.clear();
    },
  };
}
