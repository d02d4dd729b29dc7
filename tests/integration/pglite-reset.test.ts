import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describe, expect, inject, it } from "vitest";
import { pgliteDatabase } from "@/lib/db/connect";
import { restoreSnapshot, takeSnapshot } from "../setup/pglite-reset.ts";
import { newProduct, newUser } from "./fixtures.ts";

// The integration files of a worker share one embedded database, put back to the migrated
// template after each file (tests/setup/integration-setup.ts): this proves that it comes back
// whole, rows, sequences and session alike, and that a changed schema is refused.

/** Every row of every table and every sequence's state, in a stable order. */
async function contents(client: PGlite) {
  const tables = await client.query<{ name: string }>(
    `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables.rows) {
    rows[name] = (await client.query(`SELECT t::text AS row FROM ${name} t ORDER BY 1`)).rows;
  }
  const sequences = (await client.query(`SELECT sequencename, last_value::text FROM pg_sequences ORDER BY 1`)).rows;
  return { rows, sequences };
}

describe.skipIf(!inject("integrationPgliteTemplate"))("an embedded database put back to its snapshot", () => {
  it("has the template's rows, sequences and session settings again; a changed schema is refused", { timeout: 60_000 }, async () => {
    const template = new Blob([fs.readFileSync(inject("integrationPgliteTemplate"))]);
    const client = new PGlite("memory://", { extensions: { pg_trgm }, loadDataDir: template });
    const holder = globalThis as unknown as { __vastraDb?: unknown };
    const fileDb = holder.__vastraDb;
    try {
      const snapshot = await takeSnapshot(client);
      const before = await contents(client);
      expect(Object.values(before.rows).some((rows) => (rows as unknown[]).length > 0)).toBe(true);

      // Rows through the shop's own code (its triggers keep counts, buckets and search words),
      // a sequence moved on, and a session setting changed.
      holder.__vastraDb = pgliteDatabase(client, async () => {});
      const seller = await newUser({ admin: true });
      await newProduct(seller.id);
      await client.exec(`UPDATE "Shop" SET "legalName" = 'Changed' WHERE "id" = 1`);
      const sequence = before.sequences[0] as { sequencename: string } | undefined;
      if (sequence) await client.query(`SELECT nextval($1::regclass)`, [`"${sequence.sequencename}"`]);
      await client.exec("SET statement_timeout = '5s'");
      expect(await contents(client)).not.toEqual(before);

      expect(await restoreSnapshot(client, snapshot)).toBe(true);
      expect(await contents(client)).toEqual(before);
      expect((await client.query<{ statement_timeout: string }>("SHOW statement_timeout")).rows[0].statement_timeout).toBe("0");

      await client.exec(`CREATE INDEX "extra" ON "Product" ("color")`);
      expect(await restoreSnapshot(client, snapshot)).toBe(false);
    } finally {
      holder.__vastraDb = fileDb;
      await client.close();
    }
  });
});
