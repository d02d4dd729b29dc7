// Order numbers: "OD" and eight digits or more, e.g. OD10000042. The database makes them
// (the `number` column's default takes the next value of the order_number_seq sequence; see
// the order_records migration), so they are unique and never reused, also when many
// checkouts run at once on several servers; a checkout that fails after taking a number
// leaves a gap, never a repeat. The first is OD10000001.

export const ORDER_NUMBER_PREFIX = "OD";

/**
 * What a person typed to find an order, as the number it would be: spaces, dashes and a
 * leading "#" dropped, letters upper-cased, and bare digits given the prefix ("10000042",
 * "od 1000 0042" and "#OD10000042" all find OD10000042). Null when it cannot be a number.
 */
export function orderNumberFrom(text: string): string | null {
  const compact = text.replace(/[\s#-]/g, "").toUpperCase();
  if (/^\d{1,14}$/.test(compact)) return `${ORDER_NUMBER_PREFIX}${compact}`;
  if (new RegExp(`^${ORDER_NUMBER_PREFIX}\\d{1,14}$`).test(compact)) return compact;
  return null;
}
