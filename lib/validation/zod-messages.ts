import { z } from "zod";

// zod's own messages ("Too small: expected string to have >=3 characters") as sentences a
// person reads beside a field (issue 47, point 13); lib/errors.ts makes every field's message
// a sentence, lib/text/sentence.ts.

const UNITS: Record<string, [string, string]> = {
  string: ["character", "characters"],
  array: ["entry", "entries"],
  set: ["entry", "entries"],
  file: ["byte", "bytes"],
};

function counted(origin: string, count: number | bigint): string {
  const unit = UNITS[origin];
  if (!unit) return String(count);
  return `${count} ${count === 1 || count === 1n ? unit[0] : unit[1]}`;
}

const EXPECTED: Record<string, string> = {
  string: "Enter text here.",
  number: "Enter a number.",
  int: "Enter a whole number.",
  boolean: "Choose yes or no.",
  array: "Give a list here.",
  object: "Give the details asked for here.",
  date: "Enter a date.",
};

/** zod's messages for its own checks, as sentences; a schema's own message always wins over these. */
export function sentenceFor(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "This is required.";
      return EXPECTED[issue.expected] ?? `This must be of type ${issue.expected}.`;
    case "too_small": {
      const { origin, minimum, inclusive } = issue;
      if (origin === "string" && Number(minimum) <= 1) return "This is required.";
      if (UNITS[origin]) return issue.exact ? `Exactly ${counted(origin, minimum)}, please.` : `At least ${counted(origin, minimum)}, please.`;
      return inclusive ? `This must be ${minimum} or more.` : `This must be more than ${minimum}.`;
    }
    case "too_big": {
      const { origin, maximum, inclusive } = issue;
      if (UNITS[origin]) return issue.exact ? `Exactly ${counted(origin, maximum)}, please.` : `At most ${counted(origin, maximum)}, please.`;
      return inclusive ? `This must be ${maximum} or less.` : `This must be less than ${maximum}.`;
    }
    case "invalid_format":
      if (issue.format === "email") return "Enter an e-mail address, such as name@example.com.";
      if (issue.format === "url") return "Enter a web address, such as https://example.com.";
      return "This is not in the form expected.";
    case "invalid_value":
      return `Choose one of: ${issue.values.map(String).join(", ")}.`;
    case "unrecognized_keys":
      return `${issue.keys.length === 1 ? "This field is" : "These fields are"} not known here: ${issue.keys.join(", ")}.`;
    case "not_multiple_of":
      return `This must be a multiple of ${issue.divisor}.`;
    default:
      return undefined;
  }
}

z.config({ customError: sentenceFor });
