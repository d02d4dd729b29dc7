import { describe, expect, it } from "vitest";
import { POLICY_TITLES } from "../legal/policy-defaults.ts";
import { HIDDEN_REASON_LABELS } from "../reviews/reasons.ts";
import { CLIENT_NAMESPACES, PAGE_NAMESPACES } from "./client-texts.ts";
import { fill } from "./fill.ts";
import en from "./messages/en.json";
import hi from "./messages/hi.json";
import { textsIn } from "./text.ts";

/** Every key of a message file, as "namespace.key.subkey". */
function keysOf(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("the message files", () => {
  it("have the same keys in English and Hindi", () => {
    expect(keysOf(hi).sort()).toEqual(keysOf(en).sort());
  });

  it("have a Hindi text for every key, in Devanagari unless it is a name or a price", () => {
    const hindi = keysOf(hi).map((key) => [key, key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], hi)] as const);
    for (const [key, text] of hindi) {
      expect(typeof text === "string" && text.trim().length > 0, key).toBe(true);
      expect(/[\u0900-\u097F]/.test(String(text)) || /^\{\w+\}$/.test(String(text)), `${key}: ${String(text)}`).toBe(true);
    }
  });

  it("keep the policies' English titles as the legal pages name them", () => {
    expect(en.footer.policyTitles).toEqual(POLICY_TITLES);
  });

  it("tell a hidden review's author the reason in the console's English words", () => {
    expect(en.reviews.hiddenReasons).toEqual(HIDDEN_REASON_LABELS);
    expect(textsIn("en", "reviews")("hidden", { reason: en.reviews.hiddenReasons.spam })).toBe(
      "Hidden by the shop as spam: only its author sees it, and may still edit or delete it.",
    );
  });

  it("hand client components plain strings only: no plural or format the browser would have to parse", () => {
    for (const namespace of [...CLIENT_NAMESPACES, ...PAGE_NAMESPACES]) {
      for (const messages of [en, hi]) {
        for (const text of Object.values(messages[namespace])) expect(text).not.toMatch(/\{\w+,/);
      }
    }
  });
});

describe("Hindi plurals and numbers", () => {
  it("takes Hindi's plural rule: 0 and 1 are singular", () => {
    const t = textsIn("hi", "listing");
    expect(t("count", { total: 0, plus: "" })).toBe("0 चीज़");
    expect(t("count", { total: 1, plus: "" })).toBe("1 चीज़");
    expect(t("count", { total: 2, plus: "" })).toBe("2 चीज़ें");
    expect(t("departmentHeading", { category: "जूते", department: "men" })).toBe("पुरुषों के जूते");
    expect(textsIn("en", "listing")("count", { total: 1, plus: "" })).toBe("1 product");
    expect(textsIn("en", "listing")("count", { total: 0, plus: "" })).toBe("0 products");
  });

  it("groups digits the Indian way, in Latin digits", () => {
    expect(textsIn("hi", "listing")("countSeveral", { total: 1234567, plus: "+" })).toBe("12,34,567+ चीज़ें");
  });

  it("fills a client string's placeholders and leaves an unknown one", () => {
    expect(fill("कार्ट, {count} सामान", { count: 3 })).toBe("कार्ट, 3 सामान");
    expect(fill("{a} {b}", { a: 1 })).toBe("1 {b}");
  });
});
