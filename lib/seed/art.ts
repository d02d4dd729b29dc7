import sharp from "sharp";
import { encodeOnce } from "../images/encode-cache.ts";
import type { Garment } from "./catalog.ts";

// Product pictures for the demo catalog, drawn as SVG and rendered to an image, because
// photographs cannot be downloaded on an offline machine. Each product gets its own
// colour, pattern and backdrop so no two cards look alike.

const SHAPES: Record<Garment, string> = {
  shirt: "M300 150 L362 128 Q400 176 438 128 L500 150 L628 236 L584 336 L532 304 L532 664 L268 664 L268 304 L216 336 L172 236 Z",
  kurta: "M312 130 L368 112 Q400 160 432 112 L488 130 L600 220 L572 420 L526 410 L540 724 L260 724 L274 410 L228 420 L200 220 Z",
  trouser: "M276 118 L524 118 L566 706 L432 706 L400 318 L368 706 L234 706 Z",
  shoe: "M136 520 Q146 424 258 404 L356 386 Q418 302 500 320 L566 362 Q646 420 684 470 Q704 524 660 544 L160 560 Q128 552 136 520 Z",
  top: "M308 168 Q400 236 492 168 L522 188 L566 318 L522 342 L544 606 L256 606 L278 342 L234 318 L278 188 Z",
};

const DETAILS: Record<Garment, string> = {
  shirt: `<path d="M362 128 L400 250 L438 128" fill="none" stroke="#0003" stroke-width="6"/>
    <g fill="#fff9">${[290, 350, 410, 470, 530, 590].map((y) => `<circle cx="400" cy="${y}" r="7"/>`).join("")}</g>`,
  kurta: `<path d="M368 112 L400 300 L432 112" fill="none" stroke="#0003" stroke-width="6"/>
    <g fill="#fff9">${[200, 240, 280].map((y) => `<circle cx="400" cy="${y}" r="6"/>`).join("")}</g>`,
  trouser: `<rect x="276" y="118" width="248" height="34" fill="#0002"/><path d="M400 152 L400 318" stroke="#0003" stroke-width="5"/>`,
  shoe: `<path d="M150 548 L664 532" stroke="#0005" stroke-width="22" stroke-linecap="round"/>
    <g stroke="#fffb" stroke-width="6">${[0, 1, 2, 3].map((i) => `<line x1="${400 + i * 30}" y1="${340 + i * 14}" x2="${430 + i * 30}" y2="${330 + i * 14}"/>`).join("")}</g>`,
  top: `<path d="M308 168 Q400 236 492 168" fill="none" stroke="#0003" stroke-width="6"/>`,
};

// Fabric patterns, each drawn over the garment's colour; the demo product's title says which
// (patternFor), so a "Striped" shirt is striped and a "Checked" one checked.
const PATTERNS = {
  plain: "",
  stripes: `<pattern id="stripes" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="14" height="36" fill="#ffffff38"/></pattern>`,
  check: `<pattern id="check" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="14" fill="#00000026"/><rect width="14" height="60" fill="#00000026"/></pattern>`,
  dots: `<pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="6" fill="#ffffff55"/></pattern>`,
  print: `<pattern id="print" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M40 8 Q56 40 40 72 Q24 40 40 8Z" fill="#ffffff40"/></pattern>`,
} as const;

export type FabricPattern = keyof typeof PATTERNS;

// Title words and the pattern they name; a title naming none is plain.
const PATTERN_WORDS: [RegExp, FabricPattern][] = [
  [/\b(striped|stripes?|breton)\b/i, "stripes"],
  [/\b(checked|checks?|plaid|flannel)\b/i, "check"],
  [/\b(printed|print|resort|ikat)\b/i, "print"],
  [/\b(chikankari|embroidered|crochet|lace|polka)\b/i, "dots"],
];

/** The fabric a demo product's title promises. */
export function patternFor(title: string): FabricPattern {
  return PATTERN_WORDS.find(([words]) => words.test(title))?.[1] ?? "plain";
}

// The back of a garment: the same outline seen from behind (mirrored) with a yoke or heel
// seam instead of the front's buttons and placket.
const BACK_DETAILS: Record<Garment, string> = {
  shirt: `<path d="M290 150 Q400 200 510 150 L532 304 L268 304 Z" fill="#0001"/><path d="M268 304 L532 304" stroke="#0003" stroke-width="5"/>`,
  kurta: `<path d="M312 130 Q400 176 488 130" fill="none" stroke="#0003" stroke-width="6"/>`,
  trouser: `<rect x="276" y="118" width="248" height="34" fill="#0002"/><rect x="300" y="190" width="70" height="80" rx="8" fill="none" stroke="#0003" stroke-width="5"/><rect x="430" y="190" width="70" height="80" rx="8" fill="none" stroke="#0003" stroke-width="5"/>`,
  shoe: `<path d="M150 548 L664 532" stroke="#0005" stroke-width="22" stroke-linecap="round"/><path d="M600 380 Q660 430 676 480" fill="none" stroke="#0003" stroke-width="8"/>`,
  top: `<path d="M308 168 Q400 196 492 168" fill="none" stroke="#0003" stroke-width="6"/>`,
};

/**
 * The photos a demo product can have: its front, its back, a close-up and a detail, all of
 * it in its own colour (a photo in another colour would show a product the shop does not sell).
 */
export type GarmentView = "front" | "back" | "closeup" | "detail";

/** The views of the demo product at `index`: 2 to 4 of them, so listings and galleries show every count. */
export function viewsOf(index: number): GarmentView[] {
  return (["front", "back", "closeup", "detail"] as const).slice(0, 2 + (index % 3));
}

// A close-up frames the middle of the garment: the fabric, its pattern and the details; a
// detail, the hem, the cuff or the sole.
const ZOOMED_VIEWBOX: Record<"closeup" | "detail", Record<Garment, string>> = {
  closeup: { shirt: "250 120 300 300", kurta: "250 100 300 300", trouser: "250 100 300 300", shoe: "300 300 300 300", top: "250 150 300 300" },
  detail: { shirt: "380 200 260 260", kurta: "260 470 280 280", trouser: "240 480 240 240", shoe: "120 420 240 240", top: "400 180 240 240" },
};

const BACKDROPS = ["#fef3c7", "#e0f2fe", "#fce7f3", "#ecfccb", "#ede9fe", "#ffedd5", "#e7e5e4", "#ccfbf1"];

// 600 px: a product page shows its photo at up to 512 CSS px, and the full-screen view larger,
// where flat colour drawn at 600 looks a little soft; but the seed renders 2–4 of these per
// product on every first start (each test run's too), and at 1080 px each took three times as long.
const EDGE = 600;

export interface GarmentArt {
  garment: Garment;
  colorHex: string;
  pattern: FabricPattern;
  /** Picks the backdrop, so no two neighbouring cards look alike. */
  seed: number;
}

export function garmentSvg({ garment, colorHex, pattern, seed }: GarmentArt, view: GarmentView = "front"): string {
  const fabric = PATTERNS[pattern];
  const backdrop = BACKDROPS[(seed * 3) % BACKDROPS.length];
  const shape = SHAPES[garment];
  const viewBox = view === "closeup" || view === "detail" ? ZOOMED_VIEWBOX[view][garment] : "0 0 800 800";
  const body = `<path d="${shape}" fill="${colorHex}" stroke="#00000033" stroke-width="4" stroke-linejoin="round"/>
  ${fabric ? `<path d="${shape}" fill="url(#${pattern})"/>` : ""}
  ${view === "back" ? BACK_DETAILS[garment] : DETAILS[garment]}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${EDGE}" height="${EDGE}" viewBox="${viewBox}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${backdrop}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
    ${fabric}
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <ellipse cx="400" cy="${garment === "shoe" ? 585 : 745}" rx="250" ry="26" fill="#00000014"/>
  ${view === "back" ? `<g transform="translate(800 0) scale(-1 1)">${body}</g>` : body}
</svg>`;
}

export async function garmentImage(art: GarmentArt, view: GarmentView = "front"): Promise<Buffer> {
  const svg = Buffer.from(garmentSvg(art, view));
  return encodeOnce("svg to png", svg, () => sharp(svg).png().toBuffer());
}
