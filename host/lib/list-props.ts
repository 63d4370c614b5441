/** A positive whole number from the URL, or undefined (a bad id means "no filter", never an error page). */
export function positiveId(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}
