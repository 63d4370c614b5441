import { LOGIN_FLAG_KEY } from '../../shared/store';

/**
 * Takes the session-storage login flag of docs/product/routes.md, docs/product/states.md (set by signIn): true
 * when it was there. Storage may be unavailable (private mode, sandboxed
 * frame): then nothing is flagged.
 */
export function takeLoginFlag(): boolean {
  try {
    if (window.sessionStorage.getItem(LOGIN_FLAG_KEY) === null) return false;
    window.sessionStorage.removeItem(LOGIN_FLAG_KEY);
    return true;
  } catch {
    return false;
  }
}
