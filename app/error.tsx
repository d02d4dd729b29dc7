"use client";

import { RenderError } from "@/components/errors/RenderError";
import { ClientTexts } from "@/components/i18n/ClientTexts";
import type { ClientTextsValue } from "@/lib/i18n/client-texts";
import en from "@/lib/i18n/messages/en.json";

/** The words of this last resort: it stands outside every frame, so it draws its own document, in English. */
const TEXTS: ClientTextsValue = { lang: "en", texts: { frame: en.frame, carousel: en.carousel, errors: en.errors } };

/**
 * A page's frame itself failed to render (a layout of the shop or the console: each page has
 * its own boundary inside its frame). The root draws no document (app/layout.tsx), so this does.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body className="bg-stone-50 font-sans antialiased">
        <ClientTexts value={TEXTS}>
          <RenderError error={error} retry={retry} text="This page could not be loaded just now. Please try again in a moment." way={{ href: "/", label: "Go home" }} />
        </ClientTexts>
      </body>
    </html>
  );
}
