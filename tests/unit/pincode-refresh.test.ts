import { describe, expect, it } from "vitest";
import { buildPincodeData, formatPincodeData } from "../../scripts/lib/pincode-data.ts";

// The refresh script's reading of GeoNames' IN.txt (scripts/refresh-pincodes.ts).
const row = (pin: string, place: string, state: string, district: string) => ["IN", pin, place, state, "00", district, "", "", "", "0", "0", "1"].join("\t");

describe("buildPincodeData", () => {
  it("gives each PIN the district most of its post offices are in, under its GST state code", () => {
    const tsv = [
      row("110001", "Janpath", "Delhi", "Central Delhi"),
      row("110001", "Baroda House", "Delhi", "Central Delhi"),
      row("110001", "New Delhi GPO", "Delhi", "New Delhi"),
      row("824101", "Aurangabad", "Bihar", "Aurangabad(BH)"),
      row("194101", "Leh H.O", "Jammu & Kashmir", "Leh"),
      row("180001", "Jammu", "Jammu & Kashmir", "Jammu"),
      row("605001", "Pondicherry", "Pondicherry", "Pondicherry"),
      row("012345", "Nowhere", "Delhi", "Nowhere"),
    ].join("\n");
    const data = buildPincodeData(tsv, "test");
    expect(data.pins).toBe(5);
    expect(data.states).toEqual({
      "01": { Jammu: "180001" },
      "07": { "Central Delhi": "110001" },
      "10": { Aurangabad: "824101" },
      "34": { Pondicherry: "605001" },
      "38": { Leh: "194101" },
    });
    expect(JSON.parse(formatPincodeData(data))).toEqual(data);
  });

  it("stops at a state it does not know rather than guess", () => {
    expect(() => buildPincodeData(row("560001", "X", "Atlantis", "Y"), "test")).toThrow(/Atlantis/);
  });
});
