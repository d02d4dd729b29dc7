import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { textsIn } from "@/lib/i18n/text";

export const metadata: Metadata = { title: textsIn("en", "errors")("notFoundMeta") };

/**
 * Where proxy.ts sends an address that cannot be decoded (`/%ff`): the shop's 404 in its frame.
 * A page of its own, with no parameters: the catch-all page would have Next decode the
 * address's segments as its parameter, and answer 500 "failed to decode param".
 */
export default function UnreadableAddressPage(): never {
  notFound();
}
