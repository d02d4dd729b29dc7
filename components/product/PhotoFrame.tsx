"use client";

import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { ExpandIcon } from "@/components/ui/icons";

// The full-screen view is a chunk of its own, loaded when it first opens (or a moment before,
// when the pointer or the focus reaches its button): most visitors never open it.
const loadViewer = () => import("./PhotoViewer");
const PhotoViewer = lazy(loadViewer);
const preloadViewer = () => void loadViewer();

interface PhotoFrameProps {
  title: string;
  imageUrls: string[];
  /** The photo shown now: the one the full-screen view opens at. */
  current: number;
  className?: string;
  /** The photo (or the carousel of photos), rendered on the server. */
  children: ReactNode;
}

/**
 * Around the product's photo: a "View full screen" button in its corner, and a tap or click
 * on the photo itself, open the full-screen view (PhotoViewer) at the photo shown.
 */
export function PhotoFrame({ title, imageUrls, current, className = "", children }: PhotoFrameProps) {
  const t = useText("buy");
  const [openAt, setOpenAt] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as Element).closest("img")) setOpenAt(current);
  }

  return (
    // The button below is the way in for keyboards and screen readers; the click on the photo is a shortcut for pointers.
    <div className={`relative cursor-zoom-in ${className}`} onClick={onClick} onPointerEnter={preloadViewer}>
      {children}
      <button
        ref={button}
        type="button"
        aria-label={t("fullScreen")}
        title={t("fullScreen")}
        onFocus={preloadViewer}
        onClick={() => setOpenAt(current)}
        className="absolute right-2 top-2 flex h-10 w-10 cursor-pointer items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
      >
        <ExpandIcon width={20} height={20} />
      </button>
      {openAt !== null && (
        <Suspense fallback={null}>
          <PhotoViewer title={title} imageUrls={imageUrls} start={openAt} onClose={() => setOpenAt(null)} returnFocus={button} />
        </Suspense>
      )}
    </div>
  );
}
