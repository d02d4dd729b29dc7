import fs from "node:fs";

/**
 * PGlite gives no error when two processes open one directory, and writes are then lost.
 * A pid file beside the directory makes a second server refuse to start instead.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir.replace(/\/+$/, "")}.lock`;
  const holder = readHolder(file);
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`Another Vastra process (pid ${holder}) is using the embedded database in ${dir}. Stop it first, or give this one its own DATA_DIR.`);
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (readHolder(file) === process.pid) fs.rmSync(file, { force: true });
  };
}

function readHolder(file: string): number | null {
  try {
    return Number(fs.readFileSync(file, "utf8").trim()) || null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
