// scripts/client-address.mjs exports nothing: importing it subscribes to the HTTP server's requests.
export {};
