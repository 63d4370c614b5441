import { isFramedPage } from '../../shared/contract/framed-pages';

/**
 * Whether a navigation must leave the frame. A page meant for frames (the
 * ERP's order page, the chat) is the only page another origin may frame; a
 * client-side route change inside that frame would show any other page
 * (pay, returns) under the framer's control, which the server's
 * frame-ancestors forbids for a fresh load. So, when framed, moving to
 * another page opens the site in a new tab, and the frame keeps its page.
 */
export function leavesFrame(currentPath: string, targetPath: string, framed: boolean): boolean {
  if (!framed || !isFramedPage(currentPath)) return false;
  const strip = (path: string) => path.split(/[?#]/, 1)[0] ?? '/';
  return strip(targetPath) !== strip(currentPath);
}

/** True inside any frame; a cross-origin parent makes `top` unreadable, which also means framed. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
