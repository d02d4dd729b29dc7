"use client";

import { RenderError } from "@/components/errors/RenderError";

/** Any page outside the shop's and the console's own boundaries (the landing page) that fails to render. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <RenderError
      error={error}
      retry={retry}
      text="This page could not be loaded just now. Please try again in a moment."
      way={{ href: "/", label: "Go home" }}
    />
  );
}
