// The full-screen photo view's zoom as plain arithmetic (PhotoViewer.tsx draws it): the photo
// is drawn `translate(x, y) scale(scale)` about the centre of its box, so a point of the
// photo at offset d from the centre shows at d × scale + (x, y). Offsets are in CSS pixels
// from the box's centre.

export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export const UNZOOMED: ZoomView = { scale: 1, x: 0, y: 0 };
/** Pinching and the wheel stop here: the stored photos are at most 1600 px wide. */
export const MAX_SCALE = 4;
/** A tap zooms this far, about the point tapped. */
export const TAP_SCALE = 2.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view kept sensible: between 1× and MAX_SCALE, and never panned so far that the box shows past the photo's edge. */
export function clampView(view: ZoomView, width: number, height: number): ZoomView {
  const scale = clamp(view.scale, 1, MAX_SCALE);
  const maxX = ((scale - 1) * width) / 2;
  const maxY = ((scale - 1) * height) / 2;
  return { scale, x: clamp(view.x, -maxX, maxX) || 0, y: clamp(view.y, -maxY, maxY) || 0 };
}

/**
 * The view at `scale` in which the point of the photo that showed at `from` in `start` shows
 * at `to`: a pinch (its fingers' midpoint moves from `from` to `to`), a pan (same scale), or a
 * zoom about one point (`from` = `to`).
 */
export function anchorView(start: ZoomView, from: Point, to: Point, scale: number, width: number, height: number): ZoomView {
  const content = { x: (from.x - start.x) / start.scale, y: (from.y - start.y) / start.scale };
  return clampView({ scale, x: to.x - content.x * scale, y: to.y - content.y * scale }, width, height);
}

/** A tap: zooms in about the point tapped, or back out when zoomed already. */
export function tapView(view: ZoomView, at: Point, width: number, height: number): ZoomView {
  return view.scale > 1 ? UNZOOMED : anchorView(view, at, at, TAP_SCALE, width, height);
}
