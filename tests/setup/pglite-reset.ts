import type { PGlite } from "@electric-sql/pglite";

// Puts an embedded database back to the state it was in when its snapshot was taken (the
// migrated template, tests/setup/integration-setup.ts): every table's rows and every
// sequence as they were, the session's settings, locks and temporary tables gone. Opening a
// new PGlite from the template costs 2-3 s of CPU; this, a few tens of milliseconds. A
// database whose schema changed (a table, column, index, trigger or function made, dropped
// or altered) is not put back: its snapshot says nothing about such changes.

export interface Snapshot {
  schema: string;
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; value: string | null }[];
}

const USER_SCHEMAS = "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_to%' AND n.nspname NOT LIKE 'pg\\_temp%'";

// Everything about the schema that a test could change and TRUNCATE would not put back.
const SCHEMA = `
  SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS schema FROM (
    SELECT format('schema %s', n.nspname) AS item FROM pg_namespace n WHERE ${USER_SCHEMAS}
    UNION ALL SELECT format('extension %s %s', extname, extversion) FROM pg_extension
    UNION ALL SELECT format('relation %s %s %s', c.oid::regclass, c.relkind, c.reloptions)
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
    UNION ALL SELECT format('column %s %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid::regtype, a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE ${USER_SCHEMAS} AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT format('constraint %s %s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE ${USER_SCHEMAS}
    UNION ALL SELECT format('index %s', pg_get_indexdef(i.indexrelid))
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
    UNION ALL SELECT format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMAS}
    UNION ALL SELECT format('trigger %s %s %s', tgrelid::regclass, tgname, tgenabled) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT format('type %s', t.oid::regtype) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${USER_SCHEMAS}
    UNION ALL SELECT format('enum %s %s', enumtypid::regtype, enumlabel) FROM pg_enum
    UNION ALL SELECT format('setting %s %s', setdatabase, setconfig) FROM pg_db_role_setting
  ) items`;

async function schemaOf(db: PGlite): Promise<string> {
  return (await db.query<{ schema: string }>(SCHEMA)).rows[0].schema;
}

/** What `restoreSnapshot` puts back: the schema's fingerprint, every table's rows, every sequence's value. */
export async function takeSnapshot(db: PGlite): Promise<Snapshot> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS} AND c.relkind IN ('r', 'p')`,
    )
  ).rows.map((row) => row.name);
  const rows: Snapshot["rows"] = [];
  for (const table of tables) {
    const { json } = (await db.query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${table} t`)).rows[0];
    if (!json) continue;
    // Generated columns are computed again as the rows go back.
    const { columns } = (
      await db.query<{ columns: string }>(
        `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS columns FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
        [table],
      )
    ).rows[0];
    rows.push({ table, columns, json });
  }
  const sequences = (
    await db.query<{ name: string; value: string | null }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    )
  ).rows;
  return { schema: await schemaOf(db), tables, rows, sequences };
}

/** Puts the database back to `snapshot`; false (and nothing done) when its schema changed since. */
export async function restoreSnapshot(db: PGlite, snapshot: Snapshot): Promise<boolean> {
  // The session's own state: settings, prepared statements, temporary tables, advisory locks.
  await db.exec("DISCARD ALL");
  if ((await schemaOf(db)) !== snapshot.schema) return false;
  await db.transaction(async (tx) => {
    // The rows go back as they were, without the triggers that keep counts and buckets.
    await tx.exec("SET LOCAL session_replication_role = replica");
    await tx.exec(`TRUNCATE ${snapshot.tables.join(", ")} RESTART IDENTITY`);
    for (const { table, columns, json } of snapshot.rows) {
      await tx.query(`INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
        json,
      ]);
    }
    for (const { name, value } of snapshot.sequences) {
      if (value === null) await tx.exec(`ALTER SEQUENCE ${name} RESTART`);
      else await tx.query("SELECT setval($1::regclass, $2::bigint, true)", [name, value]);
    }
  });
  return true;
}
