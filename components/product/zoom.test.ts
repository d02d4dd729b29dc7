import { describe, expect, it } from "vitest";
import { anchorView, clampView, MAX_SCALE, tapView, TAP_SCALE, UNZOOMED } from "./zoom";

// A 400 × 300 box, offsets from its centre.
const W = 400;
const H = 300;
const shownAt = (view: { scale: number; x: number; y: number }, d: { x: number; y: number }) => ({
  x: d.x * view.scale + view.x,
  y: d.y * view.scale + view.y,
});

describe("photo zoom", () => {
  it("a tap zooms in about the point tapped, which stays under the finger, and a second tap zooms out", () => {
    const at = { x: 50, y: -30 };
    const zoomed = tapView(UNZOOMED, at, W, H);
    expect(zoomed.scale).toBe(TAP_SCALE);
    expect(shownAt(zoomed, at)).toEqual(at);
    expect(tapView(zoomed, { x: 0, y: 0 }, W, H)).toEqual(UNZOOMED);
  });

  it("a pan stops at the photo's edge", () => {
    const zoomed = tapView(UNZOOMED, { x: 0, y: 0 }, W, H);
    const panned = anchorView(zoomed, { x: 0, y: 0 }, { x: 1000, y: -1000 }, zoomed.scale, W, H);
    expect(panned.x).toBe(((TAP_SCALE - 1) * W) / 2);
    expect(panned.y).toBe(-((TAP_SCALE - 1) * H) / 2);
  });

  it("a pinch keeps the point between the fingers under them as they move", () => {
    const from = { x: 20, y: 10 };
    const to = { x: 40, y: 0 };
    const pinched = anchorView(UNZOOMED, from, to, 2, W, H);
    expect(pinched.scale).toBe(2);
    expect(shownAt(pinched, from)).toEqual(to);
  });

  it("never zooms below 1× or above the maximum, and 1× is never panned", () => {
    expect(clampView({ scale: 0.5, x: 30, y: -20 }, W, H)).toEqual(UNZOOMED);
    expect(clampView({ scale: 9, x: 0, y: 0 }, W, H).scale).toBe(MAX_SCALE);
  });
});
