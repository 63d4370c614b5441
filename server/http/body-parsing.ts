import qs from 'qs';

/**
 * Query strings and form bodies are parsed with qs, so the bracket notation
 * the spec's client sends (`params[0][goods_id]=1`, `ids[]=1&ids[]=2`)
 * arrives as arrays and objects, as PHP would read it.
 * Limits keep a hostile body from building huge structures: 5 levels deep,
 * arrays up to 1000 indices (beyond that qs makes an object, which the call's
 * schema then rejects), 1000 parameters.
 */
const options: qs.IParseOptions = {
  depth: 5,
  arrayLimit: 1000,
  parameterLimit: 1000,
  allowPrototypes: false,
  allowDots: false,
  comma: false,
  // A body that is not valid UTF-8 percent-encoding keeps the raw text
  // rather than throwing; the schema reports the field if it matters.
  charset: 'utf-8',
};

export function parseUrlEncoded(text: string): Record<string, unknown> {
  return qs.parse(text, options);
}

/** Largest accepted request body: forms and JSON here are small. */
export const BODY_LIMIT_BYTES = 256 * 1024;
