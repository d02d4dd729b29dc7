import { findState } from "../../lib/places/states.ts";

/** lib/address/pincode-data.json: every PIN by GST state code and district, PINs space-separated in ascending order. */
export interface PincodeData {
  source: string;
  licence: string;
  pins: number;
  states: Record<string, Record<string, string>>;
}

// Ladakh became a union territory of its own in 2019; the data set still files its two
// districts under Jammu and Kashmir.
const LADAKH_DISTRICTS = new Set(["leh", "kargil", "ladakh"]);

function mostCommon(counts: Map<string, number>): string {
  return [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0][0];
}

/**
 * Turns GeoNames' India postal code file (IN.txt: one row per post office, tab-separated:
 * country, PIN, place, state, state code, district, …) into one district and one state per
 * PIN. A PIN shared by post offices of several districts (or, rarely, states) takes the one
 * most of its offices are in.
 */
export function buildPincodeData(tsv: string, source: string): PincodeData {
  const byPin = new Map<string, Map<string, number>>();
  for (const row of tsv.split("\n")) {
    const cols = row.split("\t");
    if (cols.length < 6 || cols[0] !== "IN") continue;
    // "Aurangabad(BH)": the data set tells same-named districts apart by a state suffix; the state says it already.
    const [pin, stateName, district] = [cols[1].trim(), cols[3].trim(), cols[5].trim().replace(/\s*\([A-Z]{2,3}\)$/, "")];
    if (!/^[1-9]\d{5}$/.test(pin) || !district) continue;
    const state = findState(stateName);
    if (!state) throw new Error(`Unknown state "${stateName}" (PIN ${pin}): add it to lib/address/states.ts`);
    const code = state.code === "01" && LADAKH_DISTRICTS.has(district.toLowerCase()) ? "38" : state.code;
    const place = `${code}\t${district}`;
    const counts = byPin.get(pin) ?? new Map<string, number>();
    counts.set(place, (counts.get(place) ?? 0) + 1);
    byPin.set(pin, counts);
  }
  const states: Record<string, Record<string, string[]>> = {};
  for (const pin of [...byPin.keys()].sort()) {
    const [code, district] = mostCommon(byPin.get(pin)!).split("\t");
    ((states[code] ??= {})[district] ??= []).push(pin);
  }
  const sorted = Object.fromEntries(
    Object.keys(states)
      .sort()
      .map((code) => [
        code,
        Object.fromEntries(
          Object.keys(states[code])
            .sort()
            .map((district) => [district, states[code][district].join(" ")]),
        ),
      ]),
  );
  return {
    source,
    licence: "CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/): postal code data by GeoNames (https://www.geonames.org/), from India Post",
    pins: byPin.size,
    states: sorted,
  };
}

/** The JSON file, one district a line, so that a refresh shows as a readable diff. */
export function formatPincodeData(data: PincodeData): string {
  const lines = [
    "{",
    `  "source": ${JSON.stringify(data.source)},`,
    `  "licence": ${JSON.stringify(data.licence)},`,
    `  "pins": ${data.pins},`,
    `  "states": {`,
  ];
  const codes = Object.keys(data.states);
  codes.forEach((code, i) => {
    lines.push(`    ${JSON.stringify(code)}: {`);
    const districts = Object.entries(data.states[code]);
    districts.forEach(([district, pins], j) => lines.push(`      ${JSON.stringify(district)}: ${JSON.stringify(pins)}${j < districts.length - 1 ? "," : ""}`));
    lines.push(`    }${i < codes.length - 1 ? "," : ""}`);
  });
  lines.push("  }", "}", "");
  return lines.join("\n");
}
