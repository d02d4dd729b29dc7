import path from "node:path";

// Every setting the shop reads from the environment, in one place (DESIGN §7).
export function dataDir(): string {
  // The comment keeps Turbopack from tracing the whole project into the build output.
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DATA_DIR || ".data");
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** Where PGlite keeps its files; `memory://` gives a throw-away database (tests). */
export function pgliteDir(): string {
  return process.env.PGLITE_DIR || path.join(dataDir(), "pglite");
}

export function shopName(): string {
  return process.env.SHOP_NAME || "Vastra";
}

export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
}

export function corsOrigins(): string[] {
  return (process.env.CORS_ORIGINS || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function cloudinaryUrl(): string | undefined {
  return process.env.CLOUDINARY_URL || undefined;
}

/** `smtp://user:pass@host:port` or `smtps://…` (TLS from the first byte); unset writes mail to files. */
export function smtpUrl(): string | undefined {
  return process.env.SMTP_URL || undefined;
}

/** The sender of the shop's mail; by default a no-reply address at SITE_URL's host, named after the shop. */
export function mailFrom(): string {
  return process.env.MAIL_FROM || `"${shopName().replace(/["\\]/g, "")}" <no-reply@${new URL(siteUrl()).hostname}>`;
}

/** Where mail goes when no SMTP_URL is set: one .eml file a message. */
export function mailDir(): string {
  return path.join(dataDir(), "mail");
}
