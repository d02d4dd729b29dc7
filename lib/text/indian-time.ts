// Sellers and the owner give moments in Indian time (the shop's clock, UTC+05:30, no summer
// time) in datetime-local boxes; the API speaks ISO 8601 moments. The two ways between them.

const IST_OFFSET_MS = 330 * 60_000;

/** A moment as a datetime-local box shows it in Indian time ("2026-12-05T23:30"); "" for none. */
export function indianLocalInput(iso: string | null): string {
  return iso ? new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16) : "";
}

/** A datetime-local box's Indian time as an ISO moment with its offset; null when empty. */
export function isoOfIndianLocal(local: string): string | null {
  return local ? `${local.length === 16 ? `${local}:00` : local}+05:30` : null;
}
