import { describe, expect, it } from "vitest";
import { lookUpPin } from "./pincodes";
import { findState, INDIAN_STATES, stateByCode } from "./states";

describe("the PIN data set", () => {
  it("places real PINs of several states and union territories", async () => {
    expect(await lookUpPin("560001")).toEqual({ pin: "560001", district: "Bengaluru", state: "Karnataka", stateCode: "29" });
    expect(await lookUpPin("400001")).toMatchObject({ district: "Mumbai", state: "Maharashtra", stateCode: "27" });
    expect(await lookUpPin("700001")).toMatchObject({ district: "Kolkata", state: "West Bengal", stateCode: "19" });
    expect(await lookUpPin("500001")).toMatchObject({ district: "Hyderabad", state: "Telangana", stateCode: "36" });
    expect(await lookUpPin("110001")).toMatchObject({ state: "Delhi", stateCode: "07" });
    expect(await lookUpPin("605001")).toMatchObject({ state: "Puducherry", stateCode: "34" });
  });

  it("files Leh under Ladakh (38) and Silvassa under Dadra and Nagar Haveli and Daman and Diu (26), as GST does", async () => {
    expect(await lookUpPin("194101")).toMatchObject({ district: "Leh", state: "Ladakh", stateCode: "38" });
    expect(await lookUpPin("396230")).toMatchObject({ state: "Dadra and Nagar Haveli and Daman and Diu", stateCode: "26" });
  });

  it("knows no PIN that no post office has, nor anything that is no PIN", async () => {
    for (const pin of ["999999", "100000", "000000", "56000", "5600011", "abcdef"]) expect(await lookUpPin(pin), pin).toBeNull();
  });

  it("covers every state and union territory, with about 19,000 PINs", async () => {
    const data = (await import("./pincode-data.json")).default as { pins: number; states: Record<string, unknown> };
    expect(data.pins).toBeGreaterThan(19_000);
    const withPins = INDIAN_STATES.filter((s) => s.kind !== "other").map((s) => s.code);
    expect(Object.keys(data.states).sort()).toEqual(withPins.sort());
  });
});

describe("states and their GST codes", () => {
  it("lists 28 states, 8 union territories and Other Territory, each code once", () => {
    expect(INDIAN_STATES.filter((s) => s.kind === "state")).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === "union territory")).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(INDIAN_STATES.length);
    expect(stateByCode("97")?.name).toBe("Other Territory");
    expect(stateByCode("25")).toBeUndefined();
  });

  it("finds a state by name, older spelling or code, whatever the case or ampersand", () => {
    expect(findState("karnataka")?.code).toBe("29");
    expect(findState("Jammu & Kashmir")?.code).toBe("01");
    expect(findState("Orissa")?.code).toBe("21");
    expect(findState("Pondicherry")?.name).toBe("Puducherry");
    expect(findState("Daman and Diu")?.code).toBe("26");
    expect(findState("38")?.name).toBe("Ladakh");
    expect(findState("Atlantis")).toBeUndefined();
  });
});
