import { describe, expect, it } from "vitest";
import { lookUpPin } from "../places/pincodes";
import { zoneOf } from "./zones";

async function zone(from: string | null, to: string) {
  const place = await lookUpPin(to);
  return zoneOf(from ? await lookUpPin(from) : null, place!);
}

describe("the zone of a parcel, from the PIN data set", () => {
  it("names real PIN pairs' zones", async () => {
    expect(await zone("560001", "560038")).toBe("local");
    expect(await zone("560001", "570001")).toBe("state");
    expect(await zone("110001", "400001")).toBe("metro");
    expect(await zone("560001", "781001")).toBe("remote");
    expect(await zone("560001", "302001")).toBe("national");
  });

  it("takes every Delhi district as the metro, and other metro pairs", async () => {
    expect(await zone("700001", "110098")).toBe("metro");
    expect(await zone("600001", "500001")).toBe("metro");
    expect(await zone("110001", "110098")).toBe("state");
    expect(await zone("400601", "700001")).toBe("national");
  });

  it("sends Jammu and Kashmir, Ladakh and the islands remote, and ships from a shop without a PIN as national", async () => {
    expect(await zone("110001", "194101")).toBe("remote");
    expect(await zone("400001", "744101")).toBe("remote");
    expect(await zone(null, "560001")).toBe("national");
    expect(await zone(null, "781001")).toBe("remote");
  });
});
