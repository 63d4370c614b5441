/** A positive integer id from a route or query parameter, or null (so /order/info/abc is "not found", not a request for NaN). */
export function routeId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  // Ids are PostgreSQL integers: a bigger number names nothing.
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
