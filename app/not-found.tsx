import type { Metadata } from "next";
import { PageNotFound } from "@/components/errors/PageNotFound";

export const metadata: Metadata = { title: "Page not found" };

/** Any address the app does not serve. */
export default function NotFound() {
  return <PageNotFound />;
}
