import { useLayoutEffect, useRef, type RefObject } from 'react';
import { adoptStyles } from './adopt-styles';
import { tokensCss } from './tokens';
import { renderPass } from '../page/render-pass';
import { servedByPage } from './served-styles';

/** The embed build (a partner's page) never has a server-rendered sheet: the check is left out of it. */
const present = import.meta.env?.MODE === 'embed' ? undefined : servedByPage;

/**
 * Adopts the tokens and the given CSS into the root of the element the
 * returned ref is attached to, before the browser paints. Components call
 * this themselves, so they are styled both in the host document and inside
 * a widget's shadow root. Runs on every commit: the ref may move to an
 * element that was not rendered before, and adopting twice is a no-op.
 * A server render has no commit: it records the CSS instead, and the page
 * links it as one stylesheet (server/render/page.ts), which the browser
 * then does not adopt again (served-styles.ts).
 */
export function useStyles<T extends Element = HTMLElement>(...cssTexts: string[]): RefObject<T | null> {
  const pass = import.meta.env?.MODE === 'embed' ? undefined : renderPass();
  if (pass?.phase === 'server') {
    for (const css of [tokensCss, ...cssTexts]) if (css && !pass.styles.includes(css)) pass.styles.push(css);
  }
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    if (ref.current) adoptStyles(ref.current, [tokensCss, ...cssTexts], present);
  });
  return ref;
}

export { tokensCss };
