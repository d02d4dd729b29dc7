"use client";

import imageLoader from "@/lib/images/loader";
import { MAX_PRODUCT_PHOTOS } from "@/lib/validation/products";
import { IMAGE_ACCEPT, MAX_IMAGE_MB } from "./image-file";
import type { PhotoList } from "./usePhotos";

interface PhotoManagerProps {
  /** The file input's id, for the form's label. */
  id: string;
  list: PhotoList;
  /** The id of the server's message about the photos, shown by the surrounding field frame. */
  errorId?: string;
}

const tileButton =
  "flex h-8 min-w-8 items-center justify-center rounded border border-stone-300 bg-white px-1.5 text-xs font-medium hover:border-brand disabled:opacity-40";

/**
 * The seller's photos of a product: choose several at once (each uploads with its progress),
 * put them in order, remove one, choose the first (the one listings show). Every control is
 * a labelled button, so it all works from the keyboard.
 */
export function PhotoManager({ id, list, errorId }: PhotoManagerProps) {
  const { photos, uploads, problems } = list;
  const room = MAX_PRODUCT_PHOTOS - photos.length - uploads.length;
  const count = photos.length;

  return (
    <div className="space-y-3">
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={room <= 0}
        onChange={(event) => {
          list.add([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
        aria-describedby={[problems.length > 0 && `${id}-problem`, errorId, `${id}-hint`].filter(Boolean).join(" ")}
        aria-invalid={problems.length ? true : undefined}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-stone-300 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        Up to {MAX_PRODUCT_PHOTOS} photos (JPEG, PNG, WebP or AVIF, at most {MAX_IMAGE_MB} MB each); you can choose several at once. The first is the one
        listings show.
      </p>
      {problems.length > 0 && (
        <div id={`${id}-problem`} role="alert" className="space-y-1 text-sm text-red-700">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {uploads.map((upload) => (
        <div key={upload.key} className="space-y-1">
          <label htmlFor={`${id}-upload-${upload.key}`} className="block text-xs text-stone-600">
            {upload.progress === null ? `${upload.name}: waiting…` : `${upload.name}: Uploading… ${Math.round(upload.progress * 100)}%`}
          </label>
          <progress id={`${id}-upload-${upload.key}`} value={upload.progress ?? 0} max={1} className="h-2 w-full accent-brand" />
        </div>
      ))}
      {count > 0 && (
        <ol aria-label="Photos in order" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo, index) => {
            const name = `photo ${index + 1}`;
            return (
              <li key={photo.id} className="space-y-1.5 rounded-md border border-stone-200 bg-white p-1.5">
                <div className="relative">
                  {/* The stored photo at a small width: nothing here is the page's main picture. */}
                  <img
                    src={imageLoader({ src: photo.url, width: 160 })}
                    alt={`Photo ${index + 1}${index === 0 ? " (first)" : ""}`}
                    width={160}
                    height={160}
                    className="aspect-square w-full rounded object-cover"
                  />
                  {index === 0 && <span className="absolute left-1 top-1 rounded bg-brand px-1.5 py-0.5 text-[11px] font-semibold text-white">First</span>}
                </div>
                <div className="flex flex-wrap justify-center gap-1">
                  <button
                    type="button"
                    className={tileButton}
                    onClick={() => list.move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={`Move ${name} earlier`}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={tileButton}
                    onClick={() => list.move(index, index + 1)}
                    disabled={index === count - 1}
                    aria-label={`Move ${name} later`}
                  >
                    →
                  </button>
                  <button type="button" className={tileButton} onClick={() => list.move(index, 0)} disabled={index === 0} aria-label={`Make ${name} the first`}>
                    First
                  </button>
                  <button type="button" className={`${tileButton} text-red-700`} onClick={() => list.remove(index)} aria-label={`Remove ${name}`}>
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
