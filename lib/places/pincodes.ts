import { PIN_PATTERN } from "../validation/address.ts";
import { stateByCode } from "./states.ts";

// India's PIN codes (lib/places/PINCODE-DATA.md says where they come from and how to
// refresh them). The data set is read on the first look-up, not when a server starts or a
// page loads, and kept as two typed arrays: 19,000 PINs in ascending order and, for each,
// the index of its district (about 640 of them, each with its state).

export interface PinPlace {
  pin: string;
  district: string;
  /** The state or union territory's name (lib/places/states.ts). */
  state: string;
  /** Its two-digit GST state code. */
  stateCode: string;
}

interface PinTable {
  pins: Int32Array;
  placeOf: Uint16Array;
  places: { district: string; state: string; stateCode: string }[];
}

let table: Promise<PinTable> | undefined;

async function loadTable(): Promise<PinTable> {
  const { default: data } = (await import("./pincode-data.json")) as { default: { pins: number; states: Record<string, Record<string, string>> } };
  const entries: [number, number][] = [];
  const places: PinTable["places"] = [];
  for (const [stateCode, districts] of Object.entries(data.states)) {
    const state = stateByCode(stateCode);
    if (!state) throw new Error(`pincode-data.json names an unknown state code ${stateCode}`);
    for (const [district, pins] of Object.entries(districts)) {
      const index = places.push({ district, state: state.name, stateCode }) - 1;
      for (const pin of pins.split(" ")) entries.push([Number(pin), index]);
    }
  }
  entries.sort((a, b) => a[0] - b[0]);
  return { pins: Int32Array.from(entries, (e) => e[0]), placeOf: Uint16Array.from(entries, (e) => e[1]), places };
}

/** Where a PIN code is, or null when it has the right shape but no post office uses it (or has the wrong shape). */
export async function lookUpPin(pin: string): Promise<PinPlace | null> {
  if (!PIN_PATTERN.test(pin)) return null;
  table ??= loadTable();
  const { pins, placeOf, places } = await table;
  const wanted = Number(pin);
  let low = 0;
  let high = pins.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (pins[middle] === wanted) return { pin, ...places[placeOf[middle]] };
    if (pins[middle] < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}
