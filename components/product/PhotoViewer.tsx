"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { getImageProps } from "next/image";
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { useText } from "@/components/i18n/ClientTexts";
import { ChevronIcon, CloseIcon } from "@/components/ui/icons";
import { anchorView, tapView, UNZOOMED, type Point, type ZoomView } from "./zoom";

interface PhotoViewerProps {
  title: string;
  imageUrls: string[];
  start: number;
  onClose: () => void;
  /** Focus goes back here when the view closes: the button that opened it. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

type Gesture =
  | { kind: "press"; from: Point; at: number; view: ZoomView; moved: boolean }
  | { kind: "pinch"; from: Point; distance: number; view: ZoomView }
  | { kind: "done" };

// A press that moves less than this is a tap; a swipe between photos moves at least the other.
const TAP_SLOP = 10;
const SWIPE = 50;
const TAP_MS = 500;

const roundButton =
  "flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-stone-200 hover:bg-white disabled:invisible";

/**
 * The product's photos full screen, each whole in its own shape (object-fit: contain). A tap or
 * click zooms in about that point (2.5×) and another zooms out; two fingers pinch (up to 4×);
 * a zoomed photo pans with one finger or the mouse; unzoomed, a swipe, the arrow buttons or the
 * arrow keys change the photo; + and − zoom from the keyboard, and the wheel with Ctrl (a
 * laptop's pinch). Radix keeps the focus inside and closes it on Escape. Loaded on demand by
 * PhotoFrame.
 */
export default function PhotoViewer({ title, imageUrls, start, onClose, returnFocus }: PhotoViewerProps) {
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<ZoomView>(UNZOOMED);
  const [dragging, setDragging] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: "done" });
  const count = imageUrls.length;
  const t = useText("buy");

  const alt = index === 0 ? title : t("photoAlt", { title, n: index + 1, count });
  const { props: image } = getImageProps({ src: imageUrls[index], alt, width: 1080, height: 1080, sizes: "100vw" });

  function show(next: number) {
    if (next < 0 || next >= count) return;
    setIndex(next);
    setView(UNZOOMED);
  }

  /** A pointer's offset from the middle of the stage, and the stage's size. */
  function measure(clientX: number, clientY: number): { at: Point; width: number; height: number } {
    const box = stage.current!.getBoundingClientRect();
    return { at: { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 }, width: box.width, height: box.height };
  }

  function fingers(): { mid: Point; distance: number } {
    const [a, b] = [...pointers.current.values()];
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, measure(event.clientX, event.clientY).at);
    setDragging(true);
    if (pointers.current.size === 1) {
      gesture.current = { kind: "press", from: measure(event.clientX, event.clientY).at, at: event.timeStamp, view, moved: false };
    } else if (pointers.current.size === 2) {
      const { mid, distance } = fingers();
      gesture.current = { kind: "pinch", from: mid, distance, view };
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    const { at, width, height } = measure(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, at);
    const current = gesture.current;
    if (current.kind === "pinch" && pointers.current.size === 2) {
      const { mid, distance } = fingers();
      setView(anchorView(current.view, current.from, mid, (current.view.scale * distance) / current.distance, width, height));
    } else if (current.kind === "press") {
      if (Math.hypot(at.x - current.from.x, at.y - current.from.y) > TAP_SLOP) current.moved = true;
      if (current.moved && current.view.scale > 1) setView(anchorView(current.view, current.from, at, current.view.scale, width, height));
    }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current.kind === "press" && event.type === "pointerup") {
      const { at, width, height } = measure(event.clientX, event.clientY);
      const dx = at.x - current.from.x;
      if (!current.moved && event.timeStamp - current.at < TAP_MS) setView(tapView(view, at, width, height));
      else if (current.view.scale === 1 && Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(at.y - current.from.y)) show(index + (dx < 0 ? 1 : -1));
    }
    // A pinch ends when its fingers lift; the finger lifted last does not start a new press.
    gesture.current = { kind: "done" };
    if (pointers.current.size === 0) setDragging(false);
  }

  function zoomBy(factor: number, at: Point = { x: 0, y: 0 }) {
    const box = stage.current!.getBoundingClientRect();
    setView((current) => anchorView(current, at, at, current.scale * factor, box.width, box.height));
  }

  // Ctrl + wheel is a laptop trackpad's pinch: it zooms the photo, not the page, so the listener may not be
  // passive (React's own wheel listener is). A plain wheel is left alone. Set up as the stage mounts (the
  // dialog's portal mounts it after this component's first render).
  const stageRef = useCallback((element: HTMLDivElement | null) => {
    stage.current = element;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const at = { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
      setView((current) => anchorView(current, at, at, current.scale * Math.exp(-event.deltaY * 0.01), box.width, box.height));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => show(index - 1),
      ArrowRight: () => show(index + 1),
      "+": () => zoomBy(1.5),
      "=": () => zoomBy(1.5),
      "-": () => zoomBy(1 / 1.5),
      "0": () => setView(UNZOOMED),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white"
        >
          <RadixDialog.Title className="sr-only">Photos of {title}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">
            Tap or click the photo to zoom in and again to zoom out; pinch to zoom; drag a zoomed photo to move it. The arrow keys show the other photos, + and
            − zoom.
          </RadixDialog.Description>
          <div className="flex h-14 shrink-0 items-center justify-between gap-4 border-b border-stone-200 px-4">
            <p className="min-w-0 truncate text-sm font-medium">
              <span aria-live="polite" className="mr-3 font-semibold tabular-nums">
                {index + 1} / {count}
              </span>
              <span className="text-stone-600">{title}</span>
            </p>
            <RadixDialog.Close aria-label={t("closeViewer")} className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-stone-100">
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className="relative min-h-0 flex-1 overflow-hidden">
            <div
              ref={stageRef}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              className={`h-full w-full touch-none select-none ${view.scale === 1 ? "cursor-zoom-in" : dragging ? "cursor-grabbing" : "cursor-zoom-out"}`}
            >
              <img
                {...image}
                alt={alt}
                draggable={false}
                style={{
                  transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
                  transition: dragging ? "none" : "transform 200ms ease-out",
                }}
                className="h-full w-full object-contain"
              />
            </div>
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => show(index - 1)}
                  disabled={index === 0}
                  aria-label={t("previousPhoto")}
                  className={`${roundButton} absolute left-3 top-1/2 -translate-y-1/2`}
                >
                  <ChevronIcon direction="left" />
                </button>
                <button
                  type="button"
                  onClick={() => show(index + 1)}
                  disabled={index === count - 1}
                  aria-label={t("nextPhoto")}
                  className={`${roundButton} absolute right-3 top-1/2 -translate-y-1/2`}
                >
                  <ChevronIcon direction="right" />
                </button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
