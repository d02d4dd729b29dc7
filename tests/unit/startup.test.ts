import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockEmbeddedDatabase } from "@/lib/db/lock";
import { sharedStoreWarning } from "@/lib/startup/prepare";

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, ...env, PORT: "1" },
    encoding: "utf8",
    timeout: 100_000,
  });
  return { status: result.status, lines: result.stderr.trim().split("\n").filter(Boolean) };
}

describe("npm start with a bad configuration", () => {
  it("says in one line that DATABASE_URL cannot be reached, and exits non-zero", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-start-"));
    const { status, lines } = start({ DATA_DIR: dataDir, DATABASE_URL: "postgresql://nobody:hunter2@127.0.0.1:9/nowhere" });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Vastra: Cannot reach the database at DATABASE_URL=postgresql:\/\/nobody:\*\*\*@127\.0\.0\.1:9\/nowhere: .+unset DATABASE_URL/);
    expect(lines[0]).not.toContain("hunter2");
  });

  it("refuses the embedded database when VERCEL is set, in one line", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-start-"));
    const { status, lines } = start({ DATA_DIR: dataDir, DATABASE_URL: "", VERCEL: "1" });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Vastra: VERCEL is set but DATABASE_URL is not: .+Set DATABASE_URL to a PostgreSQL database/)]);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("says in one line that BACKGROUND_WORK is mistyped, before touching the database", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-start-"));
    const { status, lines } = start({ DATA_DIR: dataDir, DATABASE_URL: "", BACKGROUND_WORK: "cron" });
    expect(status).toBe(1);
    expect(lines).toEqual(['Vastra: BACKGROUND_WORK must be interval or request (it is "cron").']);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("says in one line that DATA_DIR cannot be written", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vastra-start-")), "a-file");
    fs.writeFileSync(file, "");
    const { status, lines } = start({ DATA_DIR: path.join(file, "data"), DATABASE_URL: "" });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Vastra: DATA_DIR .*a-file\/data cannot be written \(\w+\)\. Set DATA_DIR to a folder/)]);
  });
});

describe("the image store of several processes", () => {
  function warningWith(env: Record<string, string | undefined>) {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
    try {
      return sharedStoreWarning();
    } finally {
      // Put back in place: the unit files share one process (vitest.config.ts), and a plain
      // object as process.env would outlive this file with vi.stubEnv's stubs left on it.
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  }

  it("warns in one line when REDIS_URL is set with local pictures and no DATA_DIR given", () => {
    const warning = warningWith({ REDIS_URL: "redis://127.0.0.1:6379", CLOUDINARY_URL: undefined, DATA_DIR: undefined });
    expect(warning).toMatch(
      /^REDIS_URL is set \(several processes\) but pictures are kept in .+: give every process on this machine the same DATA_DIR, or set CLOUDINARY_URL/,
    );
    expect(warning).not.toContain("\n");
  });

  it("says nothing for one process, an explicit DATA_DIR, or Cloudinary", () => {
    expect(warningWith({ REDIS_URL: undefined, CLOUDINARY_URL: undefined, DATA_DIR: undefined })).toBeNull();
    expect(warningWith({ REDIS_URL: "redis://127.0.0.1:6379", CLOUDINARY_URL: undefined, DATA_DIR: "/srv/vastra" })).toBeNull();
    expect(warningWith({ REDIS_URL: "redis://127.0.0.1:6379", CLOUDINARY_URL: "cloudinary://k:s@c", DATA_DIR: undefined })).toBeNull();
  });
});

describe("embedded database lock", () => {
  it("refuses a second process on one data directory and frees it on release", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vastra-lock-")), "pglite");
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(/Another Vastra process \(pid \d+\) is using the embedded database/);

    // A lock left by a process that is gone is taken over.
    fs.writeFileSync(`${dir}.lock`, "999999999");
    const release = lockEmbeddedDatabase(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
