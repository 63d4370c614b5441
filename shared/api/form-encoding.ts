/**
 * Form-encodes call input the way the server reads it back with `qs.parse`
 * (docs/product/calls.md: post and put bodies are form-encoded), with the browser's own
 * URLSearchParams doing the escaping: no encoding library in the bundle
 * (qs and its helpers were ~18 KB gzip of every partner page). wretch's
 * formUrl addon JSON-stringifies nested values, so nesting is flattened here,
 * with indexed brackets: `{params: [{goods_id: 1, number: 2}]}` →
 * `params[0][goods_id]=1&params[0][number]=2`, `{ids: [1, 2]}` →
 * `ids[0]=1&ids[1]=2`. Indices rather than `ids[]=` because an array of
 * objects is only unambiguous with them.
 *
 * Keys and values are percent-encoded (`%5B` for `[`, `+` for a space, as
 * every form parser reads them); leaving keys raw would let a key holding
 * `&` or `=` break the body.
 *
 * Note for the server: qs.parse turns an array with an index of 20 or more
 * into an object unless it is given a larger `arrayLimit`.
 *
 * Defaults: `undefined` values and empty arrays or objects are left out (a
 * form cannot express them); `null` is sent as an empty value; booleans
 * travel as 1 and 0, the spec's flag values (`is_selected 1 or 0`), because
 * a `'false'` string would read as true to a naive coercion; dates as ISO
 * 8601 text; functions and symbols are left out.
 */
export function encodeForm(input: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) append(form, key, value);
  return form.toString();
}

function append(form: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) form.append(key, '');
  else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
  else if (value instanceof Date) form.append(key, value.toISOString());
  else if (Array.isArray(value)) value.forEach((item, index) => append(form, `${key}[${index}]`, item));
  else if (typeof value === 'object') for (const [name, item] of Object.entries(value)) append(form, `${key}[${name}]`, item);
  else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') form.append(key, String(value));
}
