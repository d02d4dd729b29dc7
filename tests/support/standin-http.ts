import http from "node:http";
import type { AddressInfo } from "node:net";

// The HTTP skeleton the WhatsApp and MSG91 stand-ins share: a loopback server that hands each
// request's path and text body to the stand-in, and the two control paths other test
// processes use, `GET /standin/sent` (what the stand-in received) and `POST /standin/down`.

export interface StandInState<T> {
  sent: T[];
  down: boolean;
}

export type Answer = (status: number, payload: unknown) => void;

/** Serves `handle` on 127.0.0.1:`port` (0: any free port); resolves with its base and a way to close it. */
export async function serveStandIn<T>(
  state: StandInState<T>,
  port: number,
  handle: (request: http.IncomingMessage, path: string, text: string, answer: Answer) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://standin").pathname;
      const answer: Answer = (status, payload) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      const text = Buffer.concat(chunks).toString("utf8");
      if (path === "/standin/sent") return answer(200, state.sent);
      if (path === "/standin/down") {
        state.down = Boolean(JSON.parse(text || "{}").down);
        return answer(200, { down: state.down });
      }
      handle(request, path, text, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
