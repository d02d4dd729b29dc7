import fc from "fast-check";
import { inject, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db/connect";
import { MigrationError, migrate, readMigrations } from "@/lib/db/migrate";
import { lineAmountsPaise, lineTotalPaise, priceSummary } from "@/lib/money";
import { createFreshDatabase, dropDatabase } from "../setup/database.ts";

async function closing(db: Database, check: (db: Database) => Promise<void>) {
  try {
    await check(db);
  } finally {
    await db.close();
  }
}

/** Runs `check` on a new database of the PostgreSQL server, when the suite runs against one: empty, or a copy of `template`. */
async function onServerToo(check: (db: Database) => Promise<void>, template?: string) {
  const serverUrl = inject("integrationServerUrl");
  if (!serverUrl) return;
  const url = await createFreshDatabase(serverUrl, "vastra_mig", template);
  try {
    await closing(openDatabase({ url }), check);
  } finally {
    await dropDatabase(serverUrl, url);
  }
}

// Each case gets an empty database of its own: in-memory PGlite, and a fresh database on
// the PostgreSQL server too when the suite runs against one.
async function withEmptyDatabases(check: (db: Database) => Promise<void>) {
  await closing(openDatabase({ pgliteDir: "memory://" }), check);
  await onServerToo(check);
}

// A case that needs every migration applied before it starts takes a copy of the run's
// migrated template instead (tests/setup/integration-global.ts), as the other files do: that
// copy is what the first case proves an empty database with every migration applied to be,
// and making one costs seconds of CPU.
async function withMigratedDatabases(check: (db: Database) => Promise<void>) {
  const pgliteTemplate = inject("integrationPgliteTemplate");
  // No PGlite template in a run on PostgreSQL: PGlite starts empty and is migrated here.
  await closing(pgliteTemplate ? openDatabase() : openDatabase({ pgliteDir: "memory://" }), async (db) => {
    if (!pgliteTemplate) await migrate(db.sql);
    await check(db);
  });
  await onServerToo(check, inject("integrationTemplateUrl"));
}

// Unlike the other files, some cases make empty databases (PGlite's initdb, seconds each): on a
// machine shared by several test runs (load average 20 and more) one case took 33 s.
describe("migration runner", { timeout: 120_000 }, () => {
  it("applies every migration once and records it in Prisma's history table", async () => {
    await withEmptyDatabases(async (db) => {
      const names = readMigrations().map((m) => m.name);
      expect(await migrate(db.sql)).toEqual(names);
      expect(await migrate(db.sql)).toEqual([]);
      const rows = await db.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
        `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
      expect(rows.every((r) => /^[a-f0-9]{64}$/.test(r.checksum) && r.finished_at)).toBe(true);
      // The schema is usable through Prisma.
      expect(await db.prisma.product.count()).toBe(0);
    });
  });

  it("rolls back a failing migration entirely and reports which one", async () => {
    await withMigratedDatabases(async (db) => {
      expect(await migrate(db.sql)).toEqual([]);
      const broken = [...readMigrations(), { name: "29990101000000_broken", sql: `CREATE TABLE "Half" (id INT); SELECT * FROM "NoSuchTable";` }];
      await expect(migrate(db.sql, broken)).rejects.toThrow(/29990101000000_broken failed/);
      const half = await db.sql.query(`SELECT to_regclass('"Half"') AS t`);
      expect(half[0].t).toBeNull();
      const recorded = await db.sql.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990101000000_broken'`);
      expect(recorded).toHaveLength(0);
    });
  });

  it("refuses to go on when an applied migration was edited", async () => {
    await withMigratedDatabases(async (db) => {
      const migrations = readMigrations();
      expect(await migrate(db.sql, migrations)).toEqual([]);
      const edited = migrations.map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- edited` } : m));
      await expect(migrate(db.sql, edited)).rejects.toBeInstanceOf(MigrationError);
    });
  });
});

describe("the order_records migration", () => {
  const ORDER_RECORDS = "20261124020000_order_records";
  type Line = { unitPaise: number; quantity: number; status: "Ordered" | "Accepted" | "Cancelled" | "Delivered"; cancelledBy: "shopper" | "seller" | null };
  const statusOf = fc.constantFrom<Pick<Line, "status" | "cancelledBy">>(
    { status: "Ordered", cancelledBy: null },
    { status: "Accepted", cancelledBy: null },
    { status: "Delivered", cancelledBy: null },
    { status: "Cancelled", cancelledBy: "seller" },
    { status: "Cancelled", cancelledBy: "shopper" },
  );
  // Prices in ₹0.01 steps, small ones most often (where rounding bites), and lines that tie.
  const price = fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 100_000_000 }));
  const line = fc.record({ unitPaise: price, quantity: fc.integer({ min: 1, max: 99 }), state: statusOf }).map(({ state, ...l }) => ({ ...l, ...state }));
  // Orders as they could have been stored before: their MRP fits the 32-bit column.
  const order = fc
    .oneof(
      fc.array(line, { minLength: 1, maxLength: 6 }),
      fc.tuple(line, fc.integer({ min: 2, max: 100 })).map(([l, n]) => Array.from({ length: n }, () => l)),
      fc.array(line, { minLength: 90, maxLength: 100 }),
    )
    .filter((lines) => lines.reduce((sum, l) => sum + lineTotalPaise(l.unitPaise, l.quantity), 0) <= 2 ** 31 - 1);

  it("numbers existing orders in placing order and gives their lines the amounts lib/money.ts would, on awkward data", async () => {
    const orders: Line[][] = [[{ unitPaise: 1, quantity: 1, status: "Ordered", cancelledBy: null }], ...fc.sample(order, { seed: 21, numRuns: 40 })];
    await withEmptyDatabases(async (db) => {
      const before = readMigrations().filter((m) => m.name < ORDER_RECORDS);
      await migrate(db.sql, before);
      await db.sql.exec(`INSERT INTO "User" ("id", "firstName", "email", "username", "passwordHash", "admin", "updatedAt") VALUES
        ('u_shopper', 'Asha', 'asha@example.com', 'asha', '-', false, now()), ('u_seller', 'Meera', 'meera@example.com', 'meera', '-', true, now())`);
      // Placed in the reverse of their ids' order, two of them in the same instant: numbers follow the time, then the id.
      for (const [i, lines] of orders.entries()) {
        const summary = priceSummary(lines.reduce((sum, l) => sum + lineTotalPaise(l.unitPaise, l.quantity), 0));
        const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000 * -1 + 3_600_000 * 24).toISOString();
        await db.sql.query(
          `INSERT INTO "Order" ("id", "userId", "name", "mobile", "address", "pin", "mrpPaise", "discountPaise", "totalPaise", "lineCount", "createdAt")
           VALUES ($1, 'u_shopper', 'Asha', '9876543210', '12 MG Road', '560001', $2, $3, $4, $5, $6)`,
          [`o${String(1000 - i).padStart(4, "0")}`, summary.mrpPaise, summary.discountPaise, summary.totalPaise, lines.length, at],
        );
        // One statement an order. Ids that sort as text in line order (A, B, …, then a, b, …: "C" collation, not the locale's).
        const orderId = `o${String(1000 - i).padStart(4, "0")}`;
        const rows = lines.map((l, j) => [
          `l${orderId}_${String.fromCharCode(j < 26 ? 65 + j : 97 + j - 26)}${String(j).padStart(3, "0")}`,
          l.unitPaise,
          l.quantity,
          l.status,
          l.cancelledBy,
        ]);
        const values = rows.map(
          (_, j) =>
            `($${j * 5 + 3}, $1, 'u_seller', 'Tee', 'img', $${j * 5 + 4}, '', $${j * 5 + 5}, $${j * 5 + 6}::"OrderStatus", $${j * 5 + 7}::"CancelledBy", $2, $2)`,
        );
        await db.sql.query(
          `INSERT INTO "OrderLine" ("id", "orderId", "sellerId", "title", "image", "unitPaise", "size", "quantity", "status", "cancelledBy", "createdAt", "updatedAt")
           VALUES ${values.join(", ")}`,
          [orderId, at, ...rows.flat()],
        );
      }
      expect(await migrate(db.sql)).toEqual([
        ORDER_RECORDS,
        ...readMigrations()
          .filter((m) => m.name > ORDER_RECORDS)
          .map((m) => m.name),
      ]);

      const rows = await db.prisma.order.findMany({ include: { lines: { orderBy: { id: "asc" } }, events: { orderBy: { id: "asc" } } } });
      const byTime = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
      expect(byTime.map((o) => o.number)).toEqual(byTime.map((_, i) => `OD${10000001 + i}`));
      for (const stored of rows) {
        const lines = [...stored.lines].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const expected = lineAmountsPaise(
          lines.map((l) => lineTotalPaise(l.unitPaise, l.quantity)),
          stored.discountPaise,
        );
        expect(
          lines.map((l) => l.amountPaise),
          stored.id,
        ).toEqual(expected);
        expect(expected.reduce((a, b) => a + b, 0)).toBe(stored.totalPaise);
        // The timeline starts with the placing, then each line's present status.
        expect(stored.events[0]).toMatchObject({ type: "placed", by: "shopper", actorId: "u_shopper", lineIds: [] });
        const changed = stored.events.slice(1).flatMap((e) => e.lineIds.map((id) => [id, e.type, e.by]));
        expect(changed.sort()).toEqual(
          lines
            .filter((l) => l.status !== "Ordered")
            .map((l) => [l.id, l.status.toLowerCase(), l.cancelledBy === "shopper" ? "shopper" : "seller"])
            .sort(),
        );
      }
      // The next order continues the numbers.
      const next = await db.prisma.order.create({
        data: {
          userId: "u_shopper",
          name: "A",
          mobile: "9876543210",
          address: "x",
          pin: "560001",
          mrpPaise: 100,
          discountPaise: 2,
          totalPaise: 98,
          lineCount: 0,
        },
      });
      expect(next.number).toBe(`OD${10000001 + orders.length}`);
    });
    // Two databases, each filled with a few thousand lines: slow on a busy machine.
  }, 120_000);
});
