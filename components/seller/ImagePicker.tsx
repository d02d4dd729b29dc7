"use client";

import Image from "next/image";
import { useState } from "react";
import { MAX_IMAGE_BYTES, sniffImageKind } from "@/lib/images/validate";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The same checks the server makes (type by the first bytes, at most 5 MB), made before
 * anything is sent, so a seller is not kept waiting for an upload that would be refused.
 */
async function problemWith(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return `That image is ${(file.size / 1024 / 1024).toFixed(1)} MB; images may be at most ${MAX_MB} MB.`;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageKind(head)) return "That file is not a JPEG, PNG, WebP or AVIF image.";
  return null;
}

interface ImagePickerProps {
  id: string;
  /** The product's current image, shown as a thumbnail until a new one is chosen. */
  currentImageUrl?: string;
  /** The chosen image as a data URL, or null when the choice was cleared or refused. */
  onChange: (dataUrl: string | null) => void;
  /** Said before the accepted formats. */
  note?: string;
  /** The id of the server's message about the image, shown by the surrounding field frame. */
  errorId?: string;
}

export function ImagePicker({ id, currentImageUrl, onChange, note, errorId }: ImagePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    setProblem(null);
    onChange(null);
    if (!file) return;
    const refusal = await problemWith(file);
    if (refusal) {
      setProblem(refusal);
      event.target.value = "";
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    setPreview(dataUrl);
    onChange(dataUrl);
  }

  return (
    <div className="space-y-2">
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        onChange={choose}
        aria-describedby={[problem && `${id}-problem`, errorId, `${id}-hint`].filter(Boolean).join(" ")}
        aria-invalid={problem ? true : undefined}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-stone-300"
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {note && `${note} `}JPEG, PNG, WebP or AVIF, at most {MAX_MB} MB.
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {preview ? (
        // A local data URL: nothing for the image loader to resize.
        <img src={preview} alt="Preview of the chosen image" width={300} height={300} className="aspect-square w-full max-w-[300px] rounded border border-stone-200 object-cover" />
      ) : (
        currentImageUrl && (
          <Image src={currentImageUrl} alt="Current image" width={96} height={96} className="size-24 rounded border border-stone-200 object-cover" />
        )
      )}
    </div>
  );
}
