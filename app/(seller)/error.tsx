"use client";

import { RenderError } from "@/components/errors/RenderError";

/** A console page that fails to render: drawn inside the console, so the sidebar stays. */
export default function SellerError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <RenderError
      error={error}
      retry={retry}
      text="This page of your seller console could not be loaded just now. Please try again in a moment."
      way={{ href: "/dashboard", label: "Go to the dashboard" }}
    />
  );
}
