import { embedApi } from '../../shared/api/resources/embed';
import { getConfig } from '../../shared/config/config';

/** Whether a page may load a widget (the loader asks before it fetches the widget's chunk). */
export type WidgetGate = (tag: string) => Promise<boolean>;

/**
 * The partner registry's widget list, as the loader applies it (docs/embed.md
 * "Partners"). On a page of the API's own origin (the yaopi site, its demo
 * catalogue) every widget loads and nothing is asked. On another origin, the
 * first widget waits for one GET /api/embed/settings per API base, and a tag
 * the partner's entry does not list is not loaded. `always` (the notifier)
 * loads everywhere. If the settings cannot be read (the API is down), widgets
 * load as before: the list is the registry's product decision, not a
 * security boundary (CORS, tokens and the API's checks are), and a blank
 * portal helps nobody.
 */
export interface GateSources {
  /** The page's address. */
  page: Pick<Location, 'href' | 'origin'>;
  /** The configured API base ('' is the page's own origin). */
  apiBase: () => string;
  /** GET /api/embed/settings against that base. */
  readSettings: () => Promise<{ widgets: string[] | null }>;
}

export function partnerWidgetGate(
  always: readonly string[],
  { page, apiBase: configuredApiBase, readSettings }: GateSources = {
    page: globalThis.location,
    apiBase: () => getConfig().apiBase,
    readSettings: () => embedApi.embedSettings({}, { silent: true }),
  },
): WidgetGate {
  const answers = new Map<string, Promise<ReadonlySet<string> | null>>();
  return async (tag) => {
    if (always.includes(tag)) return true;
    const apiBase = configuredApiBase();
    if (new URL(apiBase || '/', page.href).origin === page.origin) return true;
    let answer = answers.get(apiBase);
    if (!answer) {
      answer = readSettings().then(
        (settings) => (settings.widgets ? new Set(settings.widgets) : null),
        () => null,
      );
      answers.set(apiBase, answer);
    }
    const allowed = await answer;
    return allowed === null || allowed.has(tag);
  };
}
