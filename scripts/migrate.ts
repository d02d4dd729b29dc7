// `npm run db:migrate`: apply pending migrations to DATABASE_URL (or the embedded database) and stop.
import { database } from "../lib/db.ts";
import { prepareDatabase } from "../lib/startup/prepare.ts";
import { runScript } from "./run-script.ts";

runScript(async () => {
  const prepared = await prepareDatabase({ seed: false });
  await database().close();
  prepared.release();
  console.log(prepared.migrations.length ? `Applied: ${prepared.migrations.join(", ")}` : "No pending migrations.");
});
