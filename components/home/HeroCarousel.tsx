"use client";

import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import Link from "next/link";
import { useCallback, useEffect, useState, type KeyboardEvent } from "react";
import { buttonClasses } from "@/components/ui/Button";
import { ChevronIcon } from "@/components/ui/icons";
import { GarmentArt, type Garment } from "./GarmentArt";
import { useReducedMotion } from "./useReducedMotion";
import { useSwipeThreshold } from "./useSwipeThreshold";

interface Slide {
  title: string;
  caption: string;
  /** How long this slide stays before the next (spec §9: 1000, 500 and the default 5000 ms). */
  delayMs: number;
  tone: string;
  garment: Garment;
}

const SLIDES: Slide[] = [
  { title: "Fresh Season Arrivals", caption: "SPRING-SUMMER '22", delayMs: 1000, tone: "from-amber-100 via-orange-100 to-rose-200 text-ink", garment: "top" },
  { title: "Flash Deal", caption: "Premium Brands", delayMs: 500, tone: "from-stone-900 via-stone-800 to-brand text-white", garment: "shirt" },
  { title: "Styles in your budget", caption: "Starting at ₹399", delayMs: 5000, tone: "from-emerald-100 via-teal-100 to-sky-200 text-ink", garment: "shoe" },
];

/** Spec §9: a swipe needs 40 px of travel. */
const SWIPE_THRESHOLD_PX = 40;

function createAutoplay() {
  return Autoplay({
    delay: () => SLIDES.map((slide) => slide.delayMs),
    stopOnMouseEnter: true,
    // Hover over the arrows and dots pauses too: they sit beside Embla's viewport, in the section.
    rootNode: (viewport) => viewport.parentElement ?? viewport,
    // Resume after the pointer leaves, a drag ends or focus moves out.
    stopOnInteraction: false,
    breakpoints: { "(prefers-reduced-motion: reduce)": { active: false } },
  });
}

/**
 * The landing carousel (spec §2): auto-advances, pauses while hovered or focused, wraps
 * around, answers the arrow keys and swipes. Users who ask for reduced motion get no
 * autoplay and instant slide changes.
 */
export function HeroCarousel() {
  const reducedMotion = useReducedMotion();
  // One plugin instance per mounted carousel; Embla must not share it between instances.
  const [plugins] = useState(() => [createAutoplay()]);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, plugins);
  const [selected, setSelected] = useState(0);
  const [rotating, setRotating] = useState(false);
  useSwipeThreshold(embla, SWIPE_THRESHOLD_PX, reducedMotion);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setRotating(true);
    const onStop = () => setRotating(false);
    onSelect();
    // Autoplay starts while Embla initialises, before these listeners exist: ask it once.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the external carousel's state once on subscribing
    setRotating(embla.plugins().autoplay?.isPlaying() ?? false);
    embla.on("select", onSelect).on("autoplay:play", onPlay).on("autoplay:stop", onStop);
    return () => void embla.off("select", onSelect).off("autoplay:play", onPlay).off("autoplay:stop", onStop);
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const next = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      onKeyDown={onKeyDown}
      className="relative mx-auto max-w-7xl sm:px-4 sm:pt-6"
    >
      <div ref={viewportRef} className="overflow-hidden sm:rounded-xl" tabIndex={0} aria-label="Promotions, use the arrow keys to change slides">
        {/* Slide changes are announced only while the carousel stands still (WAI-ARIA carousel pattern). */}
        <div className="flex touch-pan-y touch-pinch-zoom" aria-live={rotating ? "off" : "polite"}>
          {SLIDES.map((slide, index) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${SLIDES.length}`}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className={`relative flex min-w-0 flex-[0_0_100%] items-center bg-gradient-to-br ${slide.tone}`}
            >
              {/* px-14: on a phone the text stays clear of the arrows (40 px, 8 px from the edge). */}
              <div className="z-10 flex min-h-72 flex-col items-start justify-center gap-3 px-14 py-12 sm:min-h-96 sm:px-16">
                <p className="text-sm font-semibold tracking-[0.2em] opacity-80">{slide.caption}</p>
                <h2 className="max-w-md text-4xl font-extrabold leading-tight sm:text-5xl">{slide.title}</h2>
                <Link href="/products" className={buttonClasses("primary", "lg", "mt-2")}>
                  SHOP NOW
                </Link>
              </div>
              <GarmentArt garment={slide.garment} className="absolute right-6 hidden h-64 w-64 opacity-60 md:block lg:right-20 lg:h-80 lg:w-80" />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={previous}
        aria-label="Previous slide"
        className="absolute left-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 shadow hover:bg-white sm:left-6 sm:mt-3"
      >
        <ChevronIcon direction="left" />
      </button>
      <button
        type="button"
        onClick={next}
        aria-label="Next slide"
        className="absolute right-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 shadow hover:bg-white sm:right-6 sm:mt-3"
      >
        <ChevronIcon direction="right" />
      </button>
      <div className="absolute bottom-1 left-1/2 flex -translate-x-1/2 gap-1">
        {SLIDES.map((slide, index) => (
          // The dot is small; the button around it is a 24 px target for fingers (WCAG 2.5.8).
          <button
            key={slide.title}
            type="button"
            onClick={() => embla?.scrollTo(index, reducedMotion)}
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === selected ? "true" : undefined}
            className="flex h-6 min-w-6 items-center justify-center"
          >
            <span className={`block h-2.5 rounded-full transition-all ${index === selected ? "w-6 bg-brand" : "w-2.5 bg-black/30"}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
