import fs from "node:fs/promises";
import { uploadsDir } from "@/lib/images";
import { localImageFile } from "@/lib/images/local-store";

// Serves images of the local image store. Public ids are random and never reused, so a
// file at a URL never changes: browsers and CDNs may keep it for a year.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const publicId = file.endsWith(".webp") ? file.slice(0, -".webp".length) : "";
  const width = Number(new URL(request.url).searchParams.get("w")) || undefined;
  const path = localImageFile(uploadsDir(), publicId, width);
  if (!path) return notFound();
  try {
    const data = await fs.readFile(path);
    return new Response(new Uint8Array(data), {
      headers: {
        "Content-Type": "image/webp",
        "Content-Length": String(data.length),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch {
    return notFound();
  }
}

function notFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
