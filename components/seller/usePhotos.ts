"use client";

import { useRef, useState } from "react";
import { ApiError } from "@/lib/stores/api";
import { MAX_PRODUCT_PHOTOS } from "@/lib/validation/products";
import { problemWith, readAsDataUrl } from "./image-file";
import { sendWithProgress } from "./send-with-progress";

export interface Photo {
  id: string;
  url: string;
}

export interface PendingUpload {
  key: number;
  name: string;
  /** 0…1 while sending; null while waiting its turn. */
  progress: number | null;
}

export interface PhotoList {
  photos: Photo[];
  uploads: PendingUpload[];
  problems: string[];
  add: (files: File[]) => void;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  dismissProblems: () => void;
  /** The photos once every upload under way has finished: what a save sends. */
  settled: () => Promise<Photo[]>;
}

/**
 * A product's photos as the seller arranges them: uploaded one after another as soon as
 * they are chosen (POST /api/image/upload, with progress), kept in the seller's order.
 * A save made while photos still upload waits for them.
 */
export function usePhotos(initial: Photo[]): PhotoList {
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef(initial);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);

  const update = (change: (current: Photo[]) => Photo[]) => {
    latest.current = change(latest.current);
    setPhotos(latest.current);
  };

  async function uploadOne(file: File, key: number) {
    const setProgress = (progress: number | null) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, progress } : u)));
    try {
      const problem = await problemWith(file);
      if (problem) throw new Error(problem);
      if (latest.current.length >= MAX_PRODUCT_PHOTOS) throw new Error(`${file.name} was not added: a product has at most ${MAX_PRODUCT_PHOTOS} photos.`);
      setProgress(0);
      const uploaded = await sendWithProgress<{ publicId: string; url: string }>("POST", "/api/image/upload", { data: await readAsDataUrl(file) }, setProgress);
      update((current) => [...current, { id: uploaded.publicId, url: uploaded.url }]);
    } catch (failure) {
      const message =
        failure instanceof ApiError ? `${file.name}: ${failure.message}` : failure instanceof Error ? failure.message : `${file.name} could not be uploaded.`;
      setProblems((all) => [...all, message]);
    } finally {
      setUploads((all) => all.filter((u) => u.key !== key));
    }
  }

  function add(files: File[]) {
    setProblems([]);
    for (const file of files) {
      const key = (nextKey.current += 1);
      setUploads((all) => [...all, { key, name: file.name, progress: null }]);
      queue.current = queue.current.then(() => uploadOne(file, key));
    }
  }

  return {
    photos,
    uploads,
    problems,
    add,
    move: (from, to) =>
      update((current) => {
        if (to < 0 || to >= current.length) return current;
        const next = [...current];
        const [photo] = next.splice(from, 1);
        next.splice(to, 0, photo);
        return next;
      }),
    remove: (index) => update((current) => current.filter((_, i) => i !== index)),
    dismissProblems: () => setProblems([]),
    settled: async () => {
      await queue.current;
      return latest.current;
    },
  };
}
