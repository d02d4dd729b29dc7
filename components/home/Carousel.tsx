"use client";

import { useText } from "@/components/i18n/ClientTexts";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import { useInBrowser } from "@/components/ui/useInBrowser";
import { useReducedMotion } from "./useReducedMotion";

/** A swipe (mouse drag or touch) of at least 40 px changes the slide by one; a shorter one leaves it. */
const SWIPE_THRESHOLD_PX = 40;
/** A drag longer than this is no click: the click that ends it (on SHOP NOW, say) is swallowed. */
const CLICK_SLOP_PX = 10;

interface Position {
  shown: number;
  /** The slide shown before the last change, to tell which slide wrapped around behind the others. */
  before: number;
}

/** Where slide `index` stands while `shown` is in view: 0 in view, -1 just left of it, 1 just right, and so on around the ring. */
function offsetOf(index: number, shown: number, count: number): number {
  return ((index - shown + 1 + count) % count) - 1;
}

/** The position after a move to `target`, which wraps around the ring. */
function moved(current: Position, target: number, count: number): Position {
  const shown = ((target % count) + count) % count;
  return shown === current.shown ? current : { shown, before: current.shown };
}

function ArrowButton({ direction, onClick }: { direction: "left" | "right"; onClick: () => void }) {
  const t = useText("carousel");
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t(direction === "left" ? "previous" : "next")}
      className={`absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 shadow hover:bg-white sm:mt-3 ${direction === "left" ? "left-2 sm:left-6" : "right-2 sm:right-6"}`}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}

interface CarouselProps {
  label: string;
  /** How long each slide stays before the next (docs/product.md, Landing page). */
  delays: number[];
  /** The slides' content, rendered on the server. */
  slides: ReactNode[];
}

/**
 * The landing carousel's moving parts (docs/product.md, Landing page), without a carousel library: the slides
 * are stacked in one grid cell and each is shifted by whole widths, so the ring wraps
 * around seamlessly and the server's HTML already shows slide 1 in place. It auto-advances
 * by each slide's delay, pauses while hovered, while a keyboard user's focus is inside
 * (WAI-ARIA carousel pattern) or during a drag, answers the arrow keys, and follows a
 * mouse or finger, changing the slide on release when the travel was 40 px or more.
 * Users who ask for reduced motion get no autoplay and instant changes.
 */
export function Carousel({ label, delays, slides }: CarouselProps) {
  const t = useText("carousel");
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  // False in the server's HTML and during hydration: autoplay (and aria-live="off") start once the page is live.
  const live = useInBrowser();
  const [position, setPosition] = useState<Position>({ shown: 0, before: 0 });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The pointer's travel while a drag is on, else null. */
  const [drag, setDrag] = useState<number | null>(null);
  // Read by the click that follows the pointer's release, before React renders again.
  const swallowClick = useRef(false);
  const playing = live && !reducedMotion && !hovered && !focused && drag === null;
  const { shown } = position;

  const goBy = (step: number) => setPosition((current) => moved(current, current.shown + step, count));
  const previous = () => goBy(-1);
  const next = () => goBy(1);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setPosition((current) => moved(current, current.shown + 1, count)), delays[shown]);
    return () => clearTimeout(timer);
  }, [playing, shown, delays, count]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    if (event.key === "ArrowLeft") previous();
    else next();
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    // A mouse click on an arrow or dot leaves the rotation to the hover rule.
    setFocused(event.target.matches(":focus-visible"));
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    if (!event.isPrimary || event.button !== 0) return;
    const startX = event.clientX;
    let travel = 0;
    swallowClick.current = false;
    // The slide that wrapped around last stays behind the others while the drag shows its neighbours.
    setPosition((current) => ({ ...current, before: current.shown }));
    setDrag(0);
    const onMove = (move: PointerEvent) => {
      if (!move.isPrimary) return;
      travel = move.clientX - startX;
      setDrag(travel);
    };
    // Followed on the window: a mouse drag may leave the carousel and end outside it.
    const onEnd = (end: PointerEvent) => {
      if (!end.isPrimary) return;
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onEnd);
      window.removeEventListener("pointercancel", onEnd);
      // The browser took the gesture over (a vertical scroll): the slide goes back.
      if (end.type === "pointercancel") travel = 0;
      setDrag(null);
      // The click, if one ends the drag, comes before any timer; a keyboard's click later on is kept.
      swallowClick.current = Math.abs(travel) > CLICK_SLOP_PX;
      setTimeout(() => (swallowClick.current = false));
      if (Math.abs(travel) >= SWIPE_THRESHOLD_PX) goBy(travel < 0 ? 1 : -1);
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    window.addEventListener("pointerup", onEnd);
    window.addEventListener("pointercancel", onEnd);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      className="relative mx-auto max-w-7xl sm:px-4 sm:pt-6"
    >
      <div
        tabIndex={0}
        aria-label={t("keys", { label })}
        onPointerDown={onPointerDown}
        onClickCapture={(event) => {
          if (!swallowClick) return;
          event.preventDefault();
          event.stopPropagation();
          swallowClick.current = false;
        }}
        // Links and pictures would start the browser's own drag and drop, which ends the pointer's events.
        onDragStart={(event) => event.preventDefault()}
        className="cursor-grab touch-pan-y touch-pinch-zoom select-none overflow-hidden active:cursor-grabbing sm:rounded-xl"
      >
        {/* Slide changes are announced only while the carousel stands still (WAI-ARIA carousel pattern). */}
        <div className="grid" aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, index) => {
            const offset = offsetOf(index, shown, count);
            // The slide that goes round from one side to the other moves unseen, at once.
            const wraps = Math.abs(offset - offsetOf(index, position.before, count)) > 1;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={t("position", { n: index + 1, count })}
                aria-hidden={index !== shown}
                inert={index !== shown}
                className={`[grid-area:1/1] ${drag === null && !wraps ? "transition-transform duration-300 ease-out motion-reduce:transition-none" : ""}`}
                style={{ transform: `translateX(calc(${offset * 100}% + ${drag ?? 0}px))` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      <ArrowButton direction="left" onClick={previous} />
      <ArrowButton direction="right" onClick={next} />
      <div className="absolute bottom-1 left-1/2 flex -translate-x-1/2 gap-1">
        {slides.map((_, index) => (
          // The dot is small; the button around it is a 24 px target for fingers (WCAG 2.5.8).
          <button
            key={index}
            type="button"
            onClick={() => setPosition((current) => moved(current, index, count))}
            aria-label={t("goTo", { n: index + 1 })}
            aria-current={index === shown ? "true" : undefined}
            className="flex h-6 min-w-6 items-center justify-center"
          >
            <span className={`block h-2.5 rounded-full transition-all ${index === shown ? "w-6 bg-brand" : "w-2.5 bg-black/30"}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
