// Preloaded into the Next server by scripts/start.ts (`node --import`). Next copies the
// socket's peer address into X-Forwarded-For only when the header is absent, so a client
// could name any address it likes. Unless TRUST_PROXY=1 says a proxy in front sets the
// header, replace it with the real peer address before Next sees the request; the app's
// per-address sign-in throttle (lib/security/client-address.ts) reads it from there.
import diagnostics from "node:diagnostics_channel";

diagnostics.subscribe("http.server.request.start", ({ request, socket }) => {
  if (process.env.TRUST_PROXY === "1") return;
  if (socket.remoteAddress) request.headers["x-forwarded-for"] = socket.remoteAddress;
  else delete request.headers["x-forwarded-for"];
});
