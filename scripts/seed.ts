// `npm run db:seed`: migrate, then add the demo shop to an empty database (never twice).
import { database } from "../lib/db.ts";
import { prepareDatabase } from "../lib/startup/prepare.ts";
import { runScript } from "./run-script.ts";

runScript(async () => {
  const prepared = await prepareDatabase({ seed: true });
  await database().close();
  prepared.release();
  const seed = prepared.seed!;
  console.log(
    seed.users || seed.products ? `Seeded ${seed.users} user(s) and ${seed.products} product(s).` : "Nothing to seed: the database already has its data.",
  );
});
