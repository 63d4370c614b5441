/** Text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON inside `<script type="application/json">`: nothing in it can close
 * the element or open a comment (`<` `>` `&` escaped as \u00XX, which JSON
 * reads back unchanged), and the two line separators JavaScript once
 * refused are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
