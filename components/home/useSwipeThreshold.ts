"use client";

import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

/**
 * Spec §9: a swipe (mouse drag or touch) of at least `thresholdPx` changes the slide by one,
 * a shorter one leaves it. Embla has no such rule: on release it rests on the nearest slide,
 * or on the next one after a fast flick, so a slow swipe of less than half a slide (624 px on
 * a 1280 px screen) sprang back; its `dragThreshold` only decides whether the click that ends
 * a drag is swallowed. So Embla still moves the slides with the pointer, and on release this
 * hook chooses where they come to rest by the distance travelled. `instant` (reduced motion)
 * makes that last move a jump.
 */
export function useSwipeThreshold(embla: UseEmblaCarouselType[1], thresholdPx: number, instant: boolean) {
  useEffect(() => {
    if (!embla) return;
    const root = embla.rootNode();
    let startX = 0;
    let lastX = 0;
    let startIndex = 0;

    const onPointerDown = (event: PointerEvent) => {
      if (event.isPrimary) startX = lastX = event.clientX;
    };
    // Followed on the window: a mouse drag may leave the carousel, and Embla follows it there.
    const onPointerMove = (event: PointerEvent) => {
      if (event.isPrimary) lastX = event.clientX;
    };
    const onDragStart = () => {
      startIndex = embla.selectedScrollSnap();
    };
    const onDragEnd = () => {
      const travel = lastX - startX;
      const count = embla.scrollSnapList().length;
      const target = Math.abs(travel) < thresholdPx ? startIndex : (startIndex + (travel < 0 ? 1 : -1) + count) % count;
      // Embla has already started towards its own choice; this replaces it when they differ.
      if (instant || target !== embla.selectedScrollSnap()) embla.scrollTo(target, instant);
    };

    root.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("pointermove", onPointerMove, { passive: true });
    embla.on("pointerDown", onDragStart).on("pointerUp", onDragEnd);
    return () => {
      root.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("pointermove", onPointerMove);
      embla.off("pointerDown", onDragStart).off("pointerUp", onDragEnd);
    };
  }, [embla, thresholdPx, instant]);
}
