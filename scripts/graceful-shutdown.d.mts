// scripts/graceful-shutdown.mjs exports nothing: importing it takes over SIGTERM and SIGINT in the Next server.
export {};
