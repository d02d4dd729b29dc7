// `prisma generate` needs no schema engine, but the CLI tries to download one on first
// use and fails offline. Pointing it at an executable that exits non-zero lets generate
// run; we do it only here so `prisma migrate` keeps the real engine on a normal machine.
import { spawnSync } from "node:child_process";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.platform === "win32" ? "C:\\Windows\\System32\\where.exe" : "/bin/false";
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env, shell: process.platform === "win32" });
process.exit(result.status ?? 1);
