"use client";

import { useEffect } from "react";
import { ProblemPage } from "@/components/errors/ProblemPage";
import { Button, ButtonLink } from "@/components/ui/Button";

/**
 * A page's frame itself failed to render (a layout of the shop or the console: each page has
 * its own boundary inside its frame). The root draws no document (app/layout.tsx), so this
 * draws its own, outside any frame and so without the frame's words (RenderError's): in
 * English, its few words here, kept out of every page's first load.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en-IN">
      <body className="bg-stone-50 font-sans antialiased">
        <ProblemPage title="Something went wrong" text="This page could not be loaded just now. Please try again in a moment.">
          <Button onClick={retry}>Try again</Button>
          <ButtonLink href="/" variant="secondary">
            Go home
          </ButtonLink>
        </ProblemPage>
      </body>
    </html>
  );
}
