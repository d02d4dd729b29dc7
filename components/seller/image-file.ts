import { MAX_IMAGE_BYTES, sniffImageKind } from "@/lib/images/validate";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

export function readAsDataUrl(file: File): Promise<string> {
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
export async function problemWith(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; images may be at most ${MAX_IMAGE_MB} MB.`;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageKind(head)) return `${file.name} is not a JPEG, PNG, WebP or AVIF image.`;
  return null;
}
