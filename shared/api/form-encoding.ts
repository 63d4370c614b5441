import { stringify } from 'qs';

/**
 * Form-encodes call input the way the server reads it back with `qs.parse`
 * (spec §7: post and put bodies are form-encoded). wretch's formUrl addon
 * JSON-stringifies nested values, so qs does it instead, with indexed
 * brackets: `{params: [{goods_id: 1, number: 2}]}` →
 * `params[0][goods_id]=1&params[0][number]=2`, `{ids: [1, 2]}` →
 * `ids[0]=1&ids[1]=2`. Indices rather than `ids[]=` because an array of
 * objects is only unambiguous with them.
 *
 * Keys and values are percent-encoded (`%5B` for `[`), which every form
 * parser decodes; leaving keys raw would let a key holding `&` or `=` break
 * the body.
 *
 * Note for the server: qs.parse turns an array with an index of 20 or more
 * into an object unless it is given a larger `arrayLimit`.
 *
 * Defaults: `undefined` values and empty arrays are left out (a form cannot
 * express them); `null` is sent as an empty value; booleans travel as 1 and 0,
 * the spec's flag values (`is_selected 1 or 0`), because a `'false'` string
 * would read as true to a naive coercion.
 */
export function encodeForm(input: Record<string, unknown>): string {
  return stringify(input, {
    arrayFormat: 'indices',
    filter: (_prefix, value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value),
  });
}
