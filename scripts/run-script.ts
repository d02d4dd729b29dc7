import { StartupError } from "../lib/startup/prepare.ts";
import { MigrationError } from "../lib/db/migrate.ts";

/** Runs a command-line task: a problem the user can fix is one line on stderr and exit 1. */
export function runScript(task: () => Promise<number | void>): void {
  task().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      if (error instanceof StartupError || error instanceof MigrationError) {
        console.error(`Vastra: ${error.message}`);
      } else {
        console.error(`Vastra: ${(error as Error)?.stack ?? String(error)}`);
      }
      process.exit(1);
    },
  );
}
