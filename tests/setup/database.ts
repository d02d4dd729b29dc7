import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { openDatabase } from "../../lib/db/connect.ts";
import { migrate } from "../../lib/db/migrate.ts";

// Each test run gets its own databases on the PostgreSQL server named by DATABASE_URL, so
// runs never see each other's rows and the server's own database stays untouched. The
// migrations are applied once per run, to a template that every test file's database is
// copied from.

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const nameOf = (databaseUrl: string) => new URL(databaseUrl).pathname.slice(1);

/** A new database, empty or a copy of `templateUrl`'s (which nobody may be connected to). */
export async function createFreshDatabase(serverUrl: string, prefix: string, templateUrl?: string): Promise<string> {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(serverUrl, async (admin) => {
    if (!templateUrl) return admin.query(`CREATE DATABASE "${name}"`);
    // Two copies of one template started at the same moment may see each other as users
    // of it (55006); the second simply tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${nameOf(templateUrl)}"`);
      } catch (error) {
        if ((error as { code?: string }).code !== "55006" || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return urlOf(serverUrl, name);
}

/** A database with every migration applied, closed again so that it can serve as a template. */
export async function createMigratedDatabase(serverUrl: string, prefix: string): Promise<string> {
  const url = await createFreshDatabase(serverUrl, prefix);
  const db = openDatabase({ url });
  try {
    await migrate(db.sql);
  } finally {
    await db.close();
  }
  await withAdmin(serverUrl, (admin) => sessionsGone(admin, nameOf(url)));
  return url;
}

/** An embedded database folder with every migration applied, closed: a template to copy. */
export async function createMigratedPgliteDir(dataDir: string): Promise<void> {
  const db = openDatabase({ pgliteDir: dataDir });
  try {
    await migrate(db.sql);
  } finally {
    await db.close();
  }
}

/** Writes a dump of an embedded database with every migration applied, for PGLITE_TEMPLATE. */
export async function writeMigratedPgliteDump(dataDir: string, file: string): Promise<void> {
  await createMigratedPgliteDir(dataDir);
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  try {
    // Dumping before the database is up ends the whole process without a word.
    await client.waitReady;
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await client.close();
  }
}

// A pool that was just closed may still have sessions saying goodbye; FORCE would terminate
// them mid-goodbye and their clients would raise an unhandled 57P01. Give them up to two
// seconds to leave on their own.
async function sessionsGone(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = nameOf(databaseUrl);
  await withAdmin(serverUrl, async (admin) => {
    await sessionsGone(admin, name);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
