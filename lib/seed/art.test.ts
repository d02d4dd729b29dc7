import { describe, expect, it } from "vitest";
import { garmentSvg, patternFor, viewsOf } from "./art.ts";
import { COLORS } from "../catalog/swatches.ts";
import { DEMO_PRODUCTS } from "./catalog.ts";

describe("demo photos", () => {
  it("draw the fabric the title names", () => {
    expect(patternFor("Striped Casual Shirt")).toBe("stripes");
    expect(patternFor("Striped Boat Neck Top")).toBe("stripes");
    expect(patternFor("Checked Flannel Shirt")).toBe("check");
    expect(patternFor("Printed Resort Shirt")).toBe("print");
    expect(patternFor("Chikankari Cotton Kurta")).toBe("dots");
    expect(patternFor("Oxford Cotton Shirt")).toBe("plain");
    const striped = garmentSvg({ garment: "shirt", colorHex: COLORS.Navy, pattern: patternFor("Striped Casual Shirt"), seed: 7 });
    expect(striped).toContain('fill="url(#stripes)"');
    expect(striped).not.toContain("#check");
  });

  it("show every demo product in its own colour only, in 2 to 4 views", () => {
    const counts = new Set<number>();
    for (const [index, item] of DEMO_PRODUCTS.entries()) {
      const views = viewsOf(index);
      counts.add(views.length);
      for (const view of views) {
        const svg = garmentSvg({ garment: item.garment, colorHex: COLORS[item.color], pattern: patternFor(item.title), seed: index }, view);
        // The garment's fill is the one colour of the catalog in the picture.
        const catalogColours = Object.values(COLORS).filter((hex) => svg.includes(`fill="${hex}"`));
        expect(catalogColours, `${item.title}, ${view}`).toEqual([COLORS[item.color]]);
      }
    }
    expect(counts).toEqual(new Set([2, 3, 4]));
  });
});
