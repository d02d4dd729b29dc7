import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors.ts";
import { parseInput } from "../http.ts";
import { asSentence } from "./sentence.ts";
import "../validation/common.ts";

const sentence = /^[A-Z0-9].*[.!?]$/s;

/** The fields of the 400 the API answers for this input. */
function refusedFields(schema: z.ZodType, input: unknown): Record<string, string[]> {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError && error.fields) return error.fields;
  }
  throw new Error("the input was taken");
}

describe("field messages are sentences (issue 47, point 13)", () => {
  it("capitalises and ends a message, and leaves a sentence as it is", () => {
    expect(asSentence("may not contain control characters")).toBe("May not contain control characters.");
    expect(asSentence("A username has at least 3 characters.")).toBe("A username has at least 3 characters.");
    expect(asSentence("Is this right?")).toBe("Is this right?");
    expect(asSentence("cmx1g2yt303 is not a line of this order")).toBe("cmx1g2yt303 is not a line of this order.");
  });

  it("words zod's own checks as sentences, and a schema's own message still wins", () => {
    const schema = z.strictObject({
      name: z.string().min(1),
      code: z.string().min(4).max(20),
      count: z.number().int().min(1).max(9),
      tags: z.array(z.string()).max(2),
      email: z.email(),
      kind: z.enum(["percent", "flat"]),
      pin: z.string().regex(/^\d{6}$/, "a PIN has 6 digits"),
    });
    const fields = refusedFields(schema, { name: "", code: "ab", count: 12, tags: ["a", "b", "c"], email: "nobody", kind: "other", pin: "12", extra: 1 });
    expect(fields).toMatchObject({
      name: ["This is required."],
      code: ["At least 4 characters, please."],
      count: ["This must be 9 or less."],
      tags: ["At most 2 entries, please."],
      email: ["Enter an e-mail address, such as name@example.com."],
      kind: ["Choose one of: percent, flat."],
      pin: ["A PIN has 6 digits."],
      _: ["This field is not known here: extra."],
    });
    for (const messages of Object.values(fields)) for (const message of messages) expect(message).toMatch(sentence);
    expect(refusedFields(z.object({ qty: z.number() }), {})).toEqual({ qty: ["This is required."] });
  });
});
