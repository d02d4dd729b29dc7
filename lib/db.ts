import type { PrismaClient } from "./generated/prisma/client.ts";
import { openDatabase, type Database } from "./db/connect.ts";
import { onShutdown } from "./shutdown.mjs";

// The one database of this process, opened on first use rather than on import, so that
// `next build` (which imports route modules) never opens the embedded database.
const holder = globalThis as unknown as { __vastraDb?: Database };

export function database(): Database {
  return (holder.__vastraDb ??= openWithShutdown());
}

// A server that stops closes its pool (PostgreSQL) or flushes and closes PGlite.
function openWithShutdown(): Database {
  const db = openDatabase();
  onShutdown(() => db.close(), { last: true });
  return db;
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = database().prisma;
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type { Prisma } from "./generated/prisma/client.ts";
