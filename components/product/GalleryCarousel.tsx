"use client";

import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { ChevronIcon } from "@/components/ui/icons";
import { PhotoFrame } from "./PhotoFrame";

interface GalleryCarouselProps {
  label: string;
  title: string;
  /** The photos' addresses, for the full-screen view. */
  imageUrls: string[];
  frameClass: string;
  /** The photos, rendered on the server. */
  slides: ReactNode[];
  /** A small picture for each, rendered on the server. */
  thumbs: ReactNode[];
}

const arrowClass =
  "absolute top-1/2 flex h-10 w-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow hover:bg-white disabled:invisible";

/**
 * The product page's carousel: swipe or drag, arrow keys, previous and next buttons,
 * thumbnails; a tap on the photo (or its "View full screen" button) opens the full-screen view
 * at the photo shown. Embla is loaded after the page is shown (a dynamic import), so it adds
 * nothing to the page's first-load JavaScript; until then the first photo shows as is.
 */
export function GalleryCarousel({ label, title, imageUrls, frameClass, slides, thumbs }: GalleryCarouselProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const count = slides.length;
  const t = useText("buy");

  useEffect(() => {
    let carousel: EmblaCarouselType | null = null;
    let cancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewport.current) return;
      carousel = EmblaCarousel(viewport.current);
      carousel.on("select", (api) => setSelected(api.selectedScrollSnap()));
      setEmbla(carousel);
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
    };
  }, []);

  const show = (index: number) => embla?.scrollTo(Math.max(0, Math.min(count - 1, index)));

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    show(selected + step);
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} className="flex w-full min-w-0 flex-col gap-2">
      <PhotoFrame title={title} imageUrls={imageUrls} current={selected}>
        <div ref={viewport} tabIndex={0} aria-label={t("photoKeys", { label })} className={frameClass}>
          <div className="flex h-full touch-pan-y touch-pinch-zoom">
            {slides.map((slide, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={t("photoPosition", { n: index + 1, count })}
                className="h-full min-w-0 flex-[0_0_100%]"
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          onClick={() => show(selected - 1)}
          disabled={!embla || selected === 0}
          aria-label={t("previousPhoto")}
          className={`${arrowClass} left-2`}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          onClick={() => show(selected + 1)}
          disabled={!embla || selected === count - 1}
          aria-label={t("nextPhoto")}
          className={`${arrowClass} right-2`}
        >
          <ChevronIcon direction="right" />
        </button>
      </PhotoFrame>
      <p aria-live="polite" className="sr-only">
        {t("photoShown", { n: selected + 1, count })}
      </p>
      <ul aria-label={t("choosePhoto")} className="grid grid-cols-5 gap-2 sm:grid-cols-6">
        {thumbs.map((thumb, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => show(index)}
              aria-label={t("showPhoto", { n: index + 1, count })}
              aria-current={index === selected ? "true" : undefined}
              className="block aspect-square w-full overflow-hidden rounded-md border-2 border-transparent bg-white aria-[current]:border-brand"
            >
              {thumb}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
