import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { adoptStyles } from '../ui/adopt-styles';
import { tokensCss } from '../ui/tokens';
import { applyConfig, CONFIG_ATTRIBUTES, isConfigAttribute } from './apply-config';
import { defineOnce } from './define-once';
import { R2WC_PROPS, R2WC_RENDER, type R2wcInternals } from './r2wc-internals';

/** r2wc's attribute converters. */
export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface WidgetOptions<P> {
  /** Props read from attributes (camelCase prop → kebab-case attribute). */
  props?: { [K in keyof P & string]?: PropType };
  /** The widget's own CSS texts; the tokens are always adopted first. */
  css?: string[];
}

interface R2wcElement extends HTMLElement, R2wcInternals {
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

interface R2wcClass {
  new (): R2wcElement;
  readonly observedAttributes: string[];
}

function toDashed(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** HTML boolean attributes: present means true, unless spelled "false". */
function readBoolean(value: string | null): boolean {
  return value !== null && value !== 'false';
}

/**
 * Wraps a React component as `<tag>` with an open shadow root holding the
 * tokens and its CSS, the page configuration attributes (api-base, site,
 * token) on every widget, and tolerant registration (see defineOnce).
 *
 * Two gaps in r2wc are closed here: a boolean attribute written the HTML way
 * (`<yp-site-header skip-base>`) counts as true, and removing an attribute
 * removes the prop instead of keeping its last value.
 */
export function defineWidget<P extends object>(tag: string, Component: ComponentType<P>, options: WidgetOptions<P> = {}): CustomElementConstructor | undefined {
  return defineOnce(tag, () => {
    const propTypes = (options.props ?? {}) as Record<string, PropType>;
    const byAttribute = new Map(Object.keys(propTypes).map((prop) => [toDashed(prop), prop]));
    const css = [tokensCss, ...(options.css ?? [])];
    const Base = r2wc(Component as ComponentType<object>, {
      shadow: 'open',
      props: propTypes as never,
    }) as unknown as R2wcClass;

    return class YaopiWidget extends Base {
      static override get observedAttributes(): string[] {
        return [...Base.observedAttributes, ...Object.keys(CONFIG_ATTRIBUTES)];
      }

      constructor() {
        super();
        // Styles before the first render, so the widget never paints unstyled.
        if (this.shadowRoot) adoptStyles(this.shadowRoot, css);
        for (const [attribute, prop] of byAttribute) {
          if (propTypes[prop] === 'boolean' && this.hasAttribute(attribute)) {
            this[R2WC_PROPS][prop] = readBoolean(this.getAttribute(attribute));
          }
        }
      }

      override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
        if (isConfigAttribute(name)) {
          if (value) applyConfig({ [CONFIG_ATTRIBUTES[name]]: value });
          return;
        }
        super.attributeChangedCallback(name, oldValue, value);
        const prop = byAttribute.get(name);
        if (!prop) return;
        if (propTypes[prop] === 'boolean') this[R2WC_PROPS][prop] = readBoolean(value);
        else if (value === null) delete this[R2WC_PROPS][prop];
        else return; // r2wc already applied and rendered it
        this[R2WC_RENDER]();
      }
    };
  });
}
