/**
 * The order page's own frame events, in the one protocol of
 * shared/contract/frame-messages.ts. Out: 'frame:height' whenever the page's
 * height changes (its 'order:status' goes out on the bus link,
 * shared/bus/frame-bridge.ts). In: 'frame:refresh'. Both directions use the
 * one configured parent origin exactly, through the bus link's own
 * listenPeer/postPeer: messages go out with it as targetOrigin (never '*', so
 * order data cannot reach a page the frame was navigated into), and a message
 * comes in only when its origin is that origin and its source is
 * window.parent.
 *
 * ERP pages written against the first protocol ({type: 'yaopi:order'}) keep
 * working: each height and status goes out in that form too, and its
 * refresh command is heard (docs/decisions.md ADR-058).
 */
import { listenPeer, postPeer } from '../../shared/bus/frame-bridge';
import { frameMessage, legacyOrderMessage, readFrameMessage, readLegacyOrderCommand, type FramePayload } from '../../shared/contract/frame-messages';
import { parseParentOrigin } from '../../shared/contract/framed-pages';

// One rule for the order page, the site's frame page and the bus bridge.
export { parseParentOrigin };

export interface FrameBridge {
  /** The first protocol's form of a status the bus link sent in the envelope. */
  legacyStatus(payload: FramePayload<'order:status'>): void;
  /** Reports the element's height now and whenever it changes, until the returned stop. */
  observeHeight(element: Element): () => void;
  /** Stops hearing the parent. */
  dispose(): void;
}

export interface FrameBridgeOptions {
  parentOrigin: string | null | undefined;
  /** The parent asked for the order to be read again. */
  onRefresh?: () => void;
  /** The window the page runs in; tests pass their own. */
  win?: Window;
}

/**
 * A bridge to window.parent, or null when the page is not framed or no valid
 * parent origin was configured: then nothing is posted and nothing is heard.
 */
export function createFrameBridge({ parentOrigin, onRefresh, win = window }: FrameBridgeOptions): FrameBridge | null {
  const origin = parseParentOrigin(parentOrigin);
  const parent = win.parent;
  if (!origin || !parent || parent === win) return null;

  const stopListening = listenPeer(
    win,
    () => parent,
    origin,
    (message) => {
      if (message.event === 'frame:refresh') onRefresh?.();
    },
    // A protocol message, or the first protocol's refresh command read as one.
    (data) => readFrameMessage(data) ?? readLegacyOrderCommand(data),
  );
  const postLegacy = (message: ReturnType<typeof frameMessage>) => {
    const legacy = legacyOrderMessage(message);
    if (legacy) postPeer(parent, origin, legacy);
  };

  return {
    legacyStatus(payload) {
      postLegacy(frameMessage('order:status', payload));
    },
    observeHeight(element) {
      let last = -1;
      const report = () => {
        // The element's bottom edge in page coordinates: what the frame must show.
        // Not documentElement.scrollHeight, which never drops below the frame's
        // current height and so could only ever grow.
        const height = Math.ceil(element.getBoundingClientRect().bottom + (win.scrollY || 0));
        if (height === last) return;
        last = height;
        const message = frameMessage('frame:height', { height });
        postPeer(parent, origin, message);
        postLegacy(message);
      };
      // Every browser the site supports has ResizeObserver (the window's own: tests pass theirs).
      const observer = new (win as unknown as { ResizeObserver: typeof ResizeObserver }).ResizeObserver(report);
      observer.observe(element);
      report();
      return () => observer.disconnect();
    },
    dispose: stopListening,
  };
}
