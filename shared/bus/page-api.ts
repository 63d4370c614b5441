import { getConfig } from '../config/config';
import { getBus, type Bus } from './bus';

/**
 * What window.yaopi offers a partner's page script for the page bus: link a
 * yaopi iframe to it, and listen to it (docs/embed.md "框架间事件").
 */
export interface BusPageApi {
  /**
   * Links the page inside `frame` to this page's bus. `origin` is yaopi's
   * exact origin, where the frame's page comes from; by default the
   * configured `site`. Resolves to what ends the link, or null (and a console
   * warning) when no exact origin is known. The bridge's code loads on this
   * first call (only pages that frame yaopi need it, and every partner page
   * pays for what the entry holds), so await it before setting the frame's src.
   */
  connectFrame(frame: HTMLIFrameElement, origin?: string): Promise<(() => void) | null>;
  /** Listens to a page-bus event ('cart:count', 'order:status', …); returns what stops listening. */
  on: Bus['on'];
}

export const busPageApi: BusPageApi = {
  async connectFrame(frame, origin) {
    const wanted = origin ?? getConfig().site;
    const { connectFrame } = await import('./frame-bridge');
    const stop = connectFrame(frame, { origin: wanted });
    if (!stop) console.warn(`[yaopi] connectFrame: "${wanted}" is not an exact http(s) origin; the frame is not linked`);
    return stop;
  },
  on: (type, handler) => getBus().on(type, handler),
};
