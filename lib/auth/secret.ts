import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { authSecretSetting, dataDir } from "../config.ts";

/**
 * The key that signs session tokens: AUTH_SECRET, or one generated once into
 * $DATA_DIR/auth-secret so a fresh clone needs no setup and restarts keep sessions.
 */
export function authSecret(): string {
  const configured = authSecretSetting();
  if (configured) return configured;
  const file = path.join(dataDir(), "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first; use theirs.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
