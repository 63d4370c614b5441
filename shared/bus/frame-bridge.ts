/**
 * The one postMessage protocol's two ends (shared/contract/frame-messages.ts):
 * `listenPeer` and `postPeer` hold the exact-origin rule every frame message
 * goes through, and `linkBus` carries page-bus events between a page and a
 * yaopi frame in it (design: "bridged to iframes by postMessage with
 * exact-origin checks"). Both sides run the same link:
 * - the frame (the ERP's order page) links to window.parent at the parent
 *   origin it was given (`parent_origin`, which the server's frame-ancestors
 *   allowlist already bounds): connectParent;
 * - the page around it (the ERP, through the embed's window.yaopi) links to
 *   the iframe's window at yaopi's origin: connectFrame.
 *
 * A link sends with that exact origin as targetOrigin (never '*', so nothing
 * reaches a page the other window was navigated to) and accepts a message
 * only when its origin is that origin, its source is that window and it reads
 * as a version-1 message (shared/contract/frame-messages.ts). Only the
 * events in FRAME_BUS_EVENTS reach the bus; that file says why. The frame
 * events (height, refresh) use the same two functions in the order frame
 * (widgets/order-page/frame-bridge.ts).
 *
 * Loops: an event a link brings in is emitted on this page's bus and
 * remembered (by payload identity), and that link does not send it back;
 * other links do, so a page between two frames passes one frame's events to
 * the other. The models' own `origin` ids stop them re-publishing what they
 * hear. One link per (window, origin) per page, whichever bundle asks: two
 * links to one window would each send back what the other brought in.
 */
import { FRAME_BUS_EVENTS, frameMessage, readFrameMessage, type FrameBusEvent, type FrameMessage } from '../contract/frame-messages';
import { parseParentOrigin } from '../contract/framed-pages';
import { pageSlot } from '../page/page-slot';
import { getBus, type Bus } from './bus';

/** The window at the other end: a frame's parent or an iframe's contentWindow. */
export type PeerWindow = Pick<Window, 'postMessage'>;

/** The window a link listens on for the peer's messages. */
export type ListeningWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface LinkOptions {
  /** This page's window (messages from the peer arrive here). */
  win: ListeningWindow;
  /** The peer, read at each message: an iframe's window can go away. */
  peer: () => PeerWindow | null | undefined;
  /** The peer's exact origin. */
  origin: string;
  /** This page's bus; getBus() by default. */
  bus?: Bus;
}

/**
 * Hears the peer's messages: only from exactly `origin`, only from the window
 * `peer()` names at that moment, and only what `read` accepts (by default the
 * protocol's reader). Returns what stops listening.
 */
export function listenPeer(
  win: ListeningWindow,
  peer: () => PeerWindow | null | undefined,
  origin: string,
  onMessage: (message: FrameMessage) => void,
  read: (data: unknown) => FrameMessage | null = readFrameMessage,
): () => void {
  const listener = (event: MessageEvent) => {
    if (!origin || event.origin !== origin) return;
    const from = peer();
    if (!from || event.source !== from) return;
    const message = read(event.data);
    if (message) onMessage(message);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}

/** Sends to the peer with its exact origin as targetOrigin; a window that went away is told nothing. */
export function postPeer(peer: PeerWindow | null | undefined, origin: string, message: unknown): void {
  if (!peer) return;
  try {
    peer.postMessage(message, origin);
  } catch {
    // A detached window: nothing to tell.
  }
}

/** Links this page's bus to one peer window; returns what ends the link. */
export function linkBus({ win, peer, origin, bus = getBus() }: LinkOptions): () => void {
  // Payloads this link emitted: not sent back to where they came from.
  const arrived = new WeakSet<object>();

  const stopListening = listenPeer(win, peer, origin, (message) => {
    // Frame events (height, refresh) are the order frame's, never the bus's.
    if (!FRAME_BUS_EVENTS.includes(message.event as FrameBusEvent)) return;
    const { event, payload } = message as Extract<FrameMessage, { event: FrameBusEvent }>;
    arrived.add(payload);
    bus.emit(event, payload);
  });

  const send = (event: FrameBusEvent, payload: object) => {
    if (arrived.has(payload)) return;
    // Through the reader: only the schema's fields leave the page, and a
    // payload the other side would refuse is not sent at all.
    const message = readFrameMessage(frameMessage(event, { ...payload } as never));
    if (message) postPeer(peer(), origin, message);
  };
  const offs = FRAME_BUS_EVENTS.map((event) => bus.on(event, (payload) => send(event, payload)));

  return () => {
    stopListening();
    for (const off of offs) off();
  };
}

type LinkEntry = { users: number; stop: () => void };
/** Version 1 of the page's links: peer window → origin → entry. */
const links = () => pageSlot('frame-links', 1, () => ({ byPeer: new WeakMap<object, Map<string, LinkEntry>>() }));

/** linkBus once per (peer, origin) on the page; each caller's stop releases its share. */
function sharedLink(key: object, options: LinkOptions): () => void {
  const { byPeer } = links();
  let perOrigin = byPeer.get(key);
  if (!perOrigin) byPeer.set(key, (perOrigin = new Map<string, LinkEntry>()));
  const known = perOrigin.get(options.origin);
  const entry = known ?? { users: 0, stop: linkBus(options) };
  entry.users += 1;
  perOrigin.set(options.origin, entry);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.stop();
    perOrigin.delete(options.origin);
  };
}

export interface ConnectParentOptions {
  /** The origin of the page that frames this one (the `parent_origin` the page was given). */
  parentOrigin: string | null | undefined;
  /** This page's window; tests pass their own. */
  win?: Window;
  bus?: Bus;
}

/**
 * Frame side: links this page's bus to the framing page at `parentOrigin`.
 * Null (nothing linked) when the page is not framed or the origin is not a
 * bare http(s) origin.
 */
export function connectParent({ parentOrigin, win = window, bus }: ConnectParentOptions): (() => void) | null {
  const origin = parseParentOrigin(parentOrigin);
  const parent = win.parent;
  if (!origin || !parent || parent === win) return null;
  return sharedLink(parent, { win, peer: () => parent, origin, bus });
}

export interface ConnectFrameOptions {
  /** yaopi's origin, where the frame's page comes from: exact, e.g. "https://www.yaopi.example". */
  origin: string | null | undefined;
  win?: Window;
  bus?: Bus;
}

/**
 * Parent side: links this page's bus to the page inside `frame`, which must
 * be served from `origin`. Null when the origin is not a bare http(s) origin.
 */
export function connectFrame(frame: HTMLIFrameElement, { origin, win = window, bus }: ConnectFrameOptions): (() => void) | null {
  const exact = parseParentOrigin(origin);
  if (!exact) return null;
  return sharedLink(frame, { win, peer: () => frameWindowAt(frame, exact), origin: exact, bus });
}

/**
 * The frame's window once it shows a page that may be yaopi's; null while
 * this page can read it and it is not at `origin` — an iframe still on
 * about:blank (linked before its src is set, so its first events are
 * heard). The browser would drop a message posted there anyway, with a
 * console warning on the partner's page for every event; nothing is lost,
 * since yaopi's page reads its own state when it loads.
 */
function frameWindowAt(frame: HTMLIFrameElement, origin: string): PeerWindow | null {
  const peer = frame.contentWindow;
  if (!peer) return null;
  try {
    // Readable: the frame's document shares this page's origin (about:blank, or yaopi's own page framing yaopi).
    return peer.location.origin === origin ? peer : null;
  } catch {
    // Another origin's page: only the browser may tell which, and it checks the exact targetOrigin itself.
    return peer;
  }
}
