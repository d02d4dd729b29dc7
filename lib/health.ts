import type { z } from "zod";
import { sharedCache } from "./cache/shared-cache.mjs";
import { database } from "./db.ts";
import { isDraining } from "./shutdown.mjs";
import type { healthJsonSchema } from "./validation/responses.ts";

// What GET /api/health reports to a load balancer (README, Running several processes).
// `ok` is false only when this process cannot serve: its database does not answer. A Redis
// outage slows pages down but serves nothing stale, so it shows as `cache.ok: false` with
// 200: taking every process out of rotation for it would turn slow pages into no shop. A
// process that got SIGTERM says `draining: true` (503) while it still serves, so that the load
// balancer sends it nothing new before it stops listening (scripts/graceful-shutdown.mjs).
type Health = z.output<typeof healthJsonSchema>;

const CHECK_TIMEOUT_MS = 3000;

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(): Promise<Health> {
  const db = database();
  const shared = sharedCache();
  const [databaseOk, cacheOk] = await Promise.all([
    answers(() => db.prisma.$queryRawUnsafe("SELECT 1")),
    shared
      ? answers(async () => {
          if (!(await shared.check())) throw new Error("down");
        })
      : Promise.resolve(true),
  ]);
  const draining = isDraining();
  return {
    ok: databaseOk && !draining,
    ...(draining ? { draining } : {}),
    database: { kind: db.kind, ok: databaseOk },
    cache: { kind: shared ? "redis" : "memory", ok: cacheOk },
  };
}
