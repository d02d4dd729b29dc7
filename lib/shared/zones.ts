// How far a parcel travels, in the couriers' own classes (docs/architecture.md, Delivery
// dates): from the shop's PIN to the delivery PIN, by the PIN data set's district and state.

export const ZONES = ["local", "state", "metro", "national", "remote"] as const;
export type Zone = (typeof ZONES)[number];

/** Where a PIN is, as lib/places/pincodes.ts looks it up. */
type Place = { district: string; stateCode: string };

/** The six metro cities: Delhi as its whole union territory, the others as their district. */
const METRO_DISTRICTS: Record<string, string> = { "27": "Mumbai", "19": "Kolkata", "33": "Chennai", "29": "Bengaluru", "36": "Hyderabad" };
const DELHI = "07";

/** The north-eastern states, Jammu and Kashmir, Ladakh, Andaman and Nicobar Islands, Lakshadweep. */
const REMOTE_STATES = new Set(["11", "12", "13", "14", "15", "16", "17", "18", "01", "38", "35", "31"]);

function isMetro(place: Place): boolean {
  return place.stateCode === DELHI || METRO_DISTRICTS[place.stateCode] === place.district;
}

/**
 * The zone of a parcel from `from` (the shop) to `to`: local within one district, state
 * within one state, remote to the far states and islands, metro between two metro cities,
 * else national. A shop without a PIN ships everywhere as national.
 */
export function zoneOf(from: Place | null, to: Place): Zone {
  if (from && from.stateCode === to.stateCode) return from.district === to.district ? "local" : "state";
  if (REMOTE_STATES.has(to.stateCode)) return "remote";
  if (from && isMetro(from) && isMetro(to)) return "metro";
  return "national";
}
