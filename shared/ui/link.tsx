import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { getConfig } from '../config/config';
import { navigate } from '../bus/navigate';

/** The address a site path has on this page: under the configured site in an embed, as is in the host. */
export function siteHref(path: string): string {
  const site = getConfig().site;
  return site ? `${site}${path}` : path;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path such as "/order". */
  to: string;
  children?: ReactNode;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real <a href> (middle-click, copy link and "open in new tab" work) whose
 * plain click goes through navigate(), so the host routes it without a
 * reload and a partner page opens the full site. Widgets never import the
 * router (design "Widgets").
 */
export function Link({ to, children, onClick, target, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={siteHref(to)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
