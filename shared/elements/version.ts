import { version } from '../../package.json';

/**
 * The yaopi release this bundle belongs to. Element classes carry it, so a
 * second bundle on the page can tell "the same widgets again" (no-op) from
 * "another release got here first" (one warning).
 */
export const YAOPI_VERSION: string = version;
