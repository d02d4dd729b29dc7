// Preloaded (`--import`) into the API suite's servers (tests/setup/server.ts), which run the
// embedded database (PGlite's WebAssembly) for a minute or two: V8's optimising compiler then
// spends more CPU in the background than its faster code gives back. The API suite took 238 s
// of CPU with it and 211 s without (docs/performance.md). The browser tests' one server, which
// runs for five minutes, gained nothing, and a shop that runs for days keeps the compiler:
// `npm start` never loads this file. scripts/start.ts sets the same flag for its own start-up.
import v8 from "node:v8";

v8.setFlagsFromString("--liftoff-only");
