/**
 * What the embed build gives the widgets for `react`, `react-dom` and
 * `react-dom/client` (vite.config.ts, embed mode): Preact's core and hooks
 * plus the part of preact/compat the widgets rely on, instead of all of
 * preact/compat. The widgets stay plain React (the site renders them with
 * React); the embed only needs compat's React-isms for DOM elements and a
 * root for r2wc. compat's forwardRef, memo, Children, portals, Suspense,
 * lazy, class-component lifecycles and transitions are used by no widget and
 * cost a partner's first load ~3 KB gzip (docs/decisions.md ADR-007). react-on-preact.test.ts fails when a
 * widget imports a React API this module does not export, and checks each
 * React behaviour kept here in a DOM.
 *
 * The DOM normalisation follows preact/compat 10.29 (src/render.js, MIT,
 * © Jason Miller), trimmed to what applies to the widgets: React event
 * names and their bubbling focus events, SVG's camelCase attributes,
 * `className`, `nativeEvent`. (compat's textarea-value hook is left out:
 * Preact's core already puts a controlled value back on every render.)
 */
import { createElement, Fragment, options, render, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export { createElement, Fragment };
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** SVG presentation attributes React spells in camelCase (strokeWidth → stroke-width); preact/compat's list. */
const CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
/** Events whose DOM names are all lower case but are not `on…` properties of every element. */
const LOWER_CASE_EVENTS = /^on(Ani|Tra|Tou|BeforeInp|Compo)/;
/** Inputs whose React onChange is the DOM's change event; for every other input and textarea it is `input`. */
const CHANGE_INPUTS = /fil|che|rad/;

type Props = Record<string, unknown>;

/** React's names and meanings on DOM elements, as preact/compat rewrites them. */
function normalise(type: string, props: Props): Props {
  const next: Props = {};
  const plainElement = !type.includes('-');
  for (let name in props) {
    let value = props[name];
    if (name === 'class' || name === 'className') continue;
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) {
      if (lower === 'ondoubleclick') name = 'ondblclick';
      // React's onChange fires on every keystroke: the DOM's input event.
      else if (lower === 'onchange' && (type === 'input' || type === 'textarea') && !CHANGE_INPUTS.test(String(props.type))) name = 'oninput';
      // React's focus events bubble: a container's onBlur sees focus leave any descendant.
      else if (lower === 'onfocus') name = 'onfocusin';
      else if (lower === 'onblur') name = 'onfocusout';
      else if (LOWER_CASE_EVENTS.test(name)) name = lower;
      if (name.toLowerCase() === 'oninput') name = next.oninput ? 'oninputCapture' : 'oninput';
    } else if (plainElement && CAMEL_PROPS.test(name)) {
      name = name.replace(/[A-Z0-9]/g, '-$&').toLowerCase();
    } else if (name === 'download' && value === true) {
      value = '';
    } else if (value === null) {
      value = undefined;
    }
    next[name] = value;
  }
  const className = props.className ?? props.class;
  if (className) next.class = className;
  return next;
}

// Preact's option hooks, typed as plain function slots (each one calls the hook it replaces).
type ReactLikeEvent = Event & { nativeEvent?: Event; persist?: () => void; isPropagationStopped?: () => boolean; isDefaultPrevented?: () => boolean };
const hooks = options as {
  vnode?: (vnode: { type: unknown; props: Props }) => void;
  event?: (event: ReactLikeEvent) => ReactLikeEvent;
};

const previousVNode = hooks.vnode;
hooks.vnode = (vnode) => {
  if (typeof vnode.type === 'string') vnode.props = normalise(vnode.type, vnode.props);
  previousVNode?.(vnode);
};

// React's synthetic-event members the widgets use (event.nativeEvent for IME and focus trapping).
const previousEvent = hooks.event;
hooks.event = (event) => {
  const e = previousEvent ? previousEvent(event) : event;
  e.persist = () => {};
  e.isPropagationStopped = () => e.cancelBubble;
  e.isDefaultPrevented = () => e.defaultPrevented;
  e.nativeEvent = e;
  return e;
};

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

function snapshotChanged<T>(store: Store<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

/** React 18's external-store hook, as preact/compat implements it (shared/ui/use-signal-value.ts uses it). */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ store }, forceUpdate] = useState<{ store: Store<T> }>({ store: { value, getSnapshot } });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (snapshotChanged(store)) forceUpdate({ store });
  }, [store, subscribe, value, getSnapshot]);
  useEffect(() => {
    if (snapshotChanged(store)) forceUpdate({ store });
    return subscribe(() => {
      if (snapshotChanged(store)) forceUpdate({ store });
    });
  }, [store, subscribe]);
  return value;
}

/** react-dom/client's root, for r2wc: like React, the first render replaces what the container held. */
export function createRoot(container: Element | DocumentFragment) {
  let rendered = false;
  return {
    render(children: VNode) {
      if (!rendered) container.textContent = '';
      rendered = true;
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}

// r2wc reads `React.createElement` from the default export; no widget imports it (react-on-preact.test.ts checks both).
export default { createElement, createRoot };
