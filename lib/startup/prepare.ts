import fs from "node:fs";
import path from "node:path";
import { backfillOrderAddresses } from "../address/backfill.ts";
import { authSecret } from "../auth/secret.ts";
import { cloudinaryUrl, dataDir, databaseUrl, embeddedDatabaseRefusal, pgliteDir, redisUrl } from "../config.ts";
import { database } from "../db.ts";
import type { SeedResult } from "../seed/index.ts";
import { ensureOwner } from "../shop/owner.ts";
import { lockEmbeddedDatabase } from "../db/lock.ts";
import { migrate } from "../db/migrate.ts";

/** A problem the person starting the shop can fix; printed as one line, without a stack. */
export class StartupError extends Error {}

export function checkDataDir(): string {
  const dir = dataDir();
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${dir} cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Set DATA_DIR to a folder this user can write, e.g. DATA_DIR=$HOME/vastra-data.`,
    );
  }
  return dir;
}

/**
 * REDIS_URL means several server processes; pictures in the local store then live in one
 * folder that all of them must share (README, Running several processes).
 */
export function sharedStoreWarning(): string | null {
  if (!redisUrl() || cloudinaryUrl() || process.env.DATA_DIR) return null;
  return `REDIS_URL is set (several processes) but pictures are kept in ${dataDir()}: give every process on this machine the same DATA_DIR, or set CLOUDINARY_URL when they run on several machines.`;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Loaded only when asked for: the seed's image code costs every start 1.2 s of CPU to import
// (SEED_DEMO_DATA=0, the test servers, or a shop whose data is there already).
async function seedDemo(): Promise<SeedResult> {
  const { seedDemoData } = await import("../seed/index.ts");
  return seedDemoData();
}

export interface PrepareResult {
  kind: "pglite" | "postgres";
  migrations: string[];
  seed: SeedResult | null;
  release: () => void;
}

/**
 * Everything `npm start` does before serving: check the data folder, lock the embedded
 * database, reach the database, apply migrations, seed an empty database, give a shop with
 * sellers and no owner its owner (lib/shop/owner.ts) and fill in what migrations cannot
 * (lib/address/backfill.ts). The caller
 * closes the database (`database().close()`) and then releases the lock when done.
 */
export async function prepareDatabase(options: { seed: boolean }): Promise<PrepareResult> {
  const refusal = embeddedDatabaseRefusal();
  if (refusal) throw new StartupError(refusal);
  checkDataDir();
  authSecret();
  const url = databaseUrl();
  const release = url ? () => {} : lockEmbeddedDatabase(pgliteDir());
  try {
    const db = database();
    try {
      // A server that does not answer is a configuration problem; the embedded database
      // only needs time (creating a new one takes a few seconds, far more on a busy machine).
      await withTimeout(db.sql.query("SELECT 1"), url ? 15_000 : 300_000, "The database");
    } catch (error) {
      const reason = (error as Error).message.split("\n")[0];
      throw new StartupError(
        url
          ? `Cannot reach the database at DATABASE_URL=${redactUrl(url)}: ${reason}. Start PostgreSQL or correct the URL; unset DATABASE_URL to use the embedded database.`
          : `Cannot open the embedded database in ${pgliteDir()}: ${reason}. Delete that folder to start afresh, or set DATA_DIR elsewhere.`,
      );
    }
    // Under the migration lock: processes starting together on a fresh database would
    // otherwise seed it twice (the second one failing on the demo usernames).
    const { migrations, seed } = await db.sql.withLock(async () => {
      const prepared = { migrations: await migrate(db.sql), seed: options.seed ? await seedDemo() : null };
      await ensureOwner();
      await backfillOrderAddresses();
      return prepared;
    });
    return { kind: db.kind, migrations, seed, release };
  } catch (error) {
    release();
    throw error;
  }
}
