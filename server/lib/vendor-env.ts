import { readFileSync } from 'node:fs';

/**
 * The settings of the vendor an environment variable names (PAYMENT_PROVIDER,
 * SMS_PROVIDER): `chosen` is its value, lower case. A setting the vendor
 * needs stops the start when missing, naming it; secrets and keys come from
 * files (*_FILE), so they never sit in the environment's text, and no
 * message carries what a file holds.
 */
export function vendorSettings(env: NodeJS.ProcessEnv, chooser: string, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')) {
  const chosen = (env[chooser] ?? '').trim().toLowerCase();
  const need = (name: string): string => {
    const value = (env[name] ?? '').trim();
    if (!value) throw new Error(`${chooser}=${chosen} needs ${name}`);
    return value;
  };
  const optional = (name: string): string | undefined => (env[name] ?? '').trim() || undefined;
  /** The content of the file the setting names. */
  const file = (name: string): string => {
    const path = need(name);
    try {
      return readFile(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new Error(`cannot read ${name} (${path})${code ? `: ${code}` : ''}`);
    }
  };
  return { chosen, need, optional, file };
}
