import type { Metadata } from "next";
import { PageNotFound } from "@/components/errors/PageNotFound";

export const metadata: Metadata = { title: "Page not found" };

/**
 * What the proxy answers for an address that names nothing it can read (proxy.ts). The root
 * draws no document (app/layout.tsx), so this draws a plain one: Next sends this page's content
 * with every page as the root's 404, and a frame here would send the English frame's words with
 * each Hindi page. Other missing addresses get the frame of their language ([...missing]).
 */
export default function NotFound() {
  return (
    <html lang="en-IN">
      <body className="bg-stone-50 font-sans antialiased">
        <PageNotFound />
      </body>
    </html>
  );
}
