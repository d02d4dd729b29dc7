import type { SVGProps } from "react";

export type Garment = "shirt" | "trousers" | "shoe" | "top";

// Flat garment drawings for the landing page, which carries no photographs of its own.
const paths: Record<Garment, string> = {
  shirt: "M38 10 24 16 10 30l10 12 8-6v52h44V36l8 6 10-12-14-14-14-6c-2 6-6 9-12 9s-10-3-12-9Z",
  trousers: "M30 8h40l6 84H58L50 40l-8 52H24Z",
  shoe: "M10 58c0-10 4-22 8-28l14 6c6 3 14 4 20 2l10 10c8 6 18 8 28 9 4 1 6 4 6 8v7H10Z",
  top: "M36 10c2 8 7 12 14 12s12-4 14-12l12 6-6 18 4 4-4 52H30l-4-52 4-4-6-18Z",
};

export function GarmentArt({ garment, ...props }: SVGProps<SVGSVGElement> & { garment: Garment }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" {...props}>
      <path d={paths[garment]} fill="currentColor" stroke="rgba(0,0,0,.25)" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
