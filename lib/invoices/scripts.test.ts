import { describe, expect, it } from "vitest";
import { mainScript, scriptRuns } from "./scripts.ts";

describe("script runs on invoices", () => {
  it("keeps Latin text in one base run", () => {
    expect(scriptRuns("Asha Rao, 12 MG Road")).toEqual([{ script: null, text: "Asha Rao, 12 MG Road" }]);
  });

  it("cuts a mixed address where the script changes, keeping spaces between words of one script", () => {
    expect(scriptRuns("Flat 4, श्री राम शर्मा, Jaipur")).toEqual([
      { script: null, text: "Flat 4, " },
      { script: "devanagari", text: "श्री राम शर्मा" },
      { script: null, text: ", Jaipur" },
    ]);
  });

  it("keeps the joiners that shape a conjunct inside their script's run", () => {
    expect(scriptRuns("क्‍ष")).toEqual([{ script: "devanagari", text: "क्‍ष" }]);
  });

  it("names each of the nine scripts", () => {
    const samples = {
      devanagari: "राम",
      bengali: "কলকাতা",
      gurmukhi: "ਅੰਮ੍ਰਿਤਸਰ",
      gujarati: "અમદાવાદ",
      oriya: "ଭୁବନେଶ୍ୱର",
      tamil: "சென்னை",
      telugu: "హైదరాబాద్",
      kannada: "ಬೆಂಗಳೂರು",
      malayalam: "കൊച്ചി",
    };
    for (const [script, text] of Object.entries(samples))
      expect(scriptRuns(`A ${text}`)).toEqual([
        { script: null, text: "A " },
        { script, text },
      ]);
  });

  it("measures a text by its main script", () => {
    expect(mainScript("Kurta")).toBeNull();
    expect(mainScript("सूती कुर्ता (Cotton)")).toBe("devanagari");
  });
});
