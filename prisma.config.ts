import { defineConfig } from "prisma/config";

// The CLI reads DATABASE_URL only for commands that touch a database (migrate deploy on a
// normal machine); `generate` needs none. The app itself connects through lib/db.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/vastra" },
});
