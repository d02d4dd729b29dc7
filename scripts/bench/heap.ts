// The memory a running server keeps, read from inside it: V8's inspector, opened on a
// signal (SIGUSR1, Node's own), collects all garbage and then reports process.memoryUsage().
// Resident memory alone says little: V8 lets the heap grow to several times what is live
// between full collections (a flood of 2,000 renders left 100 MB live in 300-470 MB of heap,
// --trace-gc), so one reading lands anywhere in that range. Needs a WebSocket (Node 22 and
// later, or Node 20 with --experimental-websocket: package.json's cache-flood script).
import { execFileSync } from "node:child_process";

export interface Memory {
  /** Resident memory of the process after the collection. */
  rss: number;
  /** JavaScript objects still reachable after it: what the process keeps. */
  heapUsed: number;
  /** Memory of Buffers and ArrayBuffers (outside the JS heap), after it. */
  external: number;
}

/** The Next server: the child of scripts/start.ts, whose pid a bench server knows. */
export function nextServerPid(startPid: number): number {
  const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(startPid)], { encoding: "utf8" })
    .trim()
    .split(/\s+/);
  return Number(children[0]);
}

const INSPECTOR = "http://127.0.0.1:9229";

async function inspectorUrl(pid: number): Promise<string> {
  process.kill(pid, "SIGUSR1");
  let failure = "no target";
  for (let tries = 0; tries < 150; tries++) {
    try {
      const [target] = (await (await fetch(`${INSPECTOR}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
      if (target) return target.webSocketDebuggerUrl;
    } catch (error) {
      failure = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the inspector of process ${pid} did not open on ${INSPECTOR} (${failure})`);
}

/** Collects the server's garbage and reads its memory (the inspector stays open until it exits). */
export async function memoryAfterCollection(pid: number): Promise<Memory> {
  if (typeof WebSocket === "undefined") throw new Error("no WebSocket: run with Node 22 or later, or node --experimental-websocket");
  const socket = new WebSocket(await inspectorUrl(pid));
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error("could not reach the server's inspector")), { once: true });
  });
  let nextId = 1;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { value?: string } }>((resolve) => {
      const id = nextId++;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: { result?: { value?: string } } };
        if (message.id !== id) return;
        socket.removeEventListener("message", onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    const { result } = await call("Runtime.evaluate", { expression: "JSON.stringify(process.memoryUsage())", returnByValue: true });
    const usage = JSON.parse(result?.value ?? "{}") as Memory;
    return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
  } finally {
    socket.close();
  }
}
