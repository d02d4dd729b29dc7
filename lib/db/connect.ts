import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";
import { databasePoolSize, databaseUrl, embeddedDatabaseRefusal, pgliteDir, pgliteTemplate } from "../config.ts";

/** Runs plain SQL (several statements at once) outside Prisma: migrations need it. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn while holding a database-wide lock, so that concurrent starts migrate once. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

export interface Database {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  sql: SqlRunner;
  close(): Promise<void>;
}

const MIGRATION_LOCK = 72_707_001;

/** Opens DATABASE_URL, else the embedded database; `target` picks another one (tests, tools), always as it is. */
export function openDatabase(target: { url?: string; pgliteDir?: string } = {}): Database {
  const url = target.pgliteDir ? undefined : (target.url ?? databaseUrl());
  if (url) return openPostgres(url);
  const refusal = target.pgliteDir ? null : embeddedDatabaseRefusal();
  if (refusal) throw new Error(refusal);
  return target.pgliteDir ? openPglite(target.pgliteDir) : openPglite(pgliteDir(), pgliteTemplate());
}

function openPglite(dir: string, template?: string): Database {
  return pgliteDatabase(openPgliteClient(dir, template));
}

/**
 * The embedded database itself, with the extensions the schema needs; an in-memory one copied
 * from a migrated one (`template`, a dump) skips PGlite's initdb and the migrations: seconds
 * for each integration test worker.
 */
export function openPgliteClient(dir: string, template?: string): PGlite {
  const inMemory = dir.startsWith("memory://");
  if (!inMemory) fs.mkdirSync(dir, { recursive: true });
  const loadDataDir = inMemory && template ? new Blob([fs.readFileSync(template)]) : undefined;
  return new PGlite(dir, { extensions: { pg_trgm }, loadDataDir });
}

/**
 * A Database on a PGlite instance that is already open; `close` closes it by default. The
 * integration tests keep one instance per worker process and hand each test file its own
 * Database on it (tests/setup/integration-setup.ts): opening one costs seconds of CPU.
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void> = () => client.close()): Database {
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
  const sql: SqlRunner = {
    async exec(text) {
      await client.exec(text);
    },
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows as never;
    },
    // One process owns a PGlite directory, and PGlite runs one statement at a time.
    withLock: (fn) => fn(),
  };
  return {
    kind: "pglite",
    prisma,
    sql,
    async close() {
      await prisma.$disconnect();
      await close();
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: databasePoolSize() });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  // Plain SQL goes through one dedicated connection, so BEGIN/COMMIT and the advisory
  // lock all apply to the same session.
  let single: Promise<pg.Client> | undefined;
  const conn = () =>
    (single ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    })());
  const sql: SqlRunner = {
    async exec(text) {
      await (await conn()).query(text);
    },
    async query(text, params) {
      return (await (await conn()).query(text, params as unknown[])).rows;
    },
    async withLock(fn) {
      const client = await conn();
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      try {
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      }
    },
  };
  return {
    kind: "postgres",
    prisma,
    sql,
    async close() {
      await prisma.$disconnect();
      if (single) await (await single).end().catch(() => {});
      await pool.end();
    },
  };
}
