import pg from "pg";

// Each test run gets its own database on the PostgreSQL server named by DATABASE_URL, so
// runs never see each other's rows and the server's own database stays untouched.

export async function createFreshDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A pool that was just closed may still have sessions saying goodbye; FORCE would
    // terminate them mid-goodbye and their clients would raise an unhandled 57P01. Give
    // them up to two seconds to leave on their own.
    for (let i = 0; i < 20; i++) {
      const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
