import * as defs from '../../contract/calls/embed';
import { call, type CallOptions } from '../call';

/** GET /api/embed/settings: the widgets this page's origin may show (null: all). Silent: the loader decides what a failure means. */
export function fetchEmbedSettings(options?: CallOptions) {
  return call(defs.embedSettings, {}, { silent: true, ...options });
}
