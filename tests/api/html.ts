import { baseUrl } from "./client.ts";

// Pages fetched as a crawler or a script would: plain HTTP, no JavaScript.

export interface PageAnswer {
  status: number;
  headers: Headers;
  html: string;
}

export async function getPage(path: string, headers: Record<string, string> = {}, base = baseUrl()): Promise<PageAnswer> {
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test). */
export function jsonLdBlocks(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

export function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

/** The origin pages name themselves by: SITE_URL, which the test server leaves at its default. */
export function siteOrigin(): string {
  return `http://localhost:${new URL(baseUrl()).port}`;
}
