import { readFile } from "node:fs/promises";

// The Hindi pages' Devanagari font (Noto Sans Devanagari from npm, @fontsource, its Devanagari
// subset), served under the shop's own address. next/font would do it, but Turbopack preloads
// a next/font font on every page, English ones and the console included (about 100 KB each
// first visit); a file of our own is preloaded by app/hi/layout.tsx alone. Built once into the
// static output; the @font-face rules are in app/globals.css.
// Node's own require, as lib/invoices/pdf.ts takes it: the bundler would make require.resolve a module number.
const require = process.getBuiltinModule("node:module").createRequire(import.meta.url);
const FILES: Record<string, string> = {
  "noto-sans-devanagari-400.woff2": require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2"),
};

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return Object.keys(FILES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const path = FILES[(await params).file];
  if (!path) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(await readFile(path)), {
    // The name stays when @fontsource updates its file: a shopper's copy of a year ago draws the same letters.
    headers: { "Content-Type": "font/woff2", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
