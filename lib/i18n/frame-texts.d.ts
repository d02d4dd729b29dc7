// A message file imported as `…/en.json?frame` (lib/i18n/frame-texts-loader.mjs): its frame namespaces only.
declare module "*.json?frame" {
  const texts: import("./client-texts.ts").FrameMessages;
  export default texts;
}
