import type { TestProject } from "vitest/node";
import { createFreshDatabase, dropDatabase } from "./database.ts";
import { ensureBuild, startServer } from "./server.ts";

// The HTTP contract suite talks to the production build, as a client would. With
// DATABASE_URL the server uses a fresh database on that PostgreSQL server.
export default async function setup(project: TestProject) {
  ensureBuild();
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createFreshDatabase(serverUrl, "vastra_api") : undefined;
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: "0", AUTH_SECRET: "api-test-secret-api-test-secret-api-test" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("serverDataDir", server.dataDir);
  return async () => {
    await server.stop();
    if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    serverDataDir: string;
  }
}
