import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES } from "./client-texts.ts";
import frameTextsLoader from "./frame-texts-loader.mjs";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** What the browser's module of a message file's frame words exports, as Turbopack would run the loader (next.config.ts). */
function frameModuleOf(messages: object): unknown {
  const source = frameTextsLoader.call({ getOptions: () => ({ namespaces: [...CLIENT_NAMESPACES] }) }, JSON.stringify(messages));
  return JSON.parse(source.replace(/^export default /, "").replace(/;$/, ""));
}

describe("the frame's words for the browser", () => {
  it("are the frame's namespaces of each language's message file, and nothing else", () => {
    for (const messages of [en, hi]) {
      const frame = frameModuleOf(messages) as Record<string, unknown>;
      expect(Object.keys(frame)).toEqual([...CLIENT_NAMESPACES]);
      for (const namespace of CLIENT_NAMESPACES) expect(frame[namespace]).toEqual(messages[namespace]);
    }
  });

  it("leave out the server's words and the pages' own namespaces", () => {
    const frame = frameModuleOf(en) as Record<string, unknown>;
    expect(frame).not.toHaveProperty("footer");
    expect(frame).not.toHaveProperty("cart");
  });
});
