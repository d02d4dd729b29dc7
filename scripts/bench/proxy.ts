import http from "node:http";
import type { AddressInfo } from "node:net";

// A small round-robin HTTP proxy for the two-process run of `npm run bench`: what a load
// balancer in front of several server processes does, minus everything else it does.

export interface Proxy {
  baseUrl: string;
  close(): Promise<void>;
}

export async function roundRobinProxy(upstreams: string[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const upstream = new URL(upstreams[next++ % upstreams.length]);
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
