import { YAOPI_VERSION } from './version';

/** What an element class registered by yaopi carries. */
export interface VersionedElement {
  readonly yaopiVersion?: string;
}

const warned = new Set<string>();

/**
 * Defines `tag` unless it is already defined, never throwing: a partner may
 * load the bundle twice, or two releases of it. Same release: nothing to do.
 * Another release (or someone else's element): one console warning, and the
 * element already there stays. Returns whichever class serves the tag.
 */
export function defineOnce(tag: string, make: () => CustomElementConstructor): CustomElementConstructor | undefined {
  try {
    const registry = globalThis.customElements;
    if (!registry) return undefined;
    const existing = registry.get(tag);
    if (existing) {
      const version = (existing as unknown as VersionedElement).yaopiVersion;
      if (version !== YAOPI_VERSION && !warned.has(tag)) {
        warned.add(tag);
        console.warn(
          `[yaopi] <${tag}> is already defined by ${version ? `yaopi ${version}` : 'another script'}; this bundle (yaopi ${YAOPI_VERSION}) leaves it as it is.`,
        );
      }
      return existing;
    }
    const element = make();
    Object.defineProperty(element, 'yaopiVersion', { value: YAOPI_VERSION });
    registry.define(tag, element);
    return element;
  } catch (error) {
    console.error(`[yaopi] could not define <${tag}>`, error);
    return undefined;
  }
}
