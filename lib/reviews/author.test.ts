import { describe, expect, it } from "vitest";
import { authorName } from "./author.ts";

describe("authorName", () => {
  it("is the first name and the last name's initial", () => {
    expect(authorName("Asha", "Rao")).toBe("Asha R.");
    expect(authorName(" Ravi ", "kumar")).toBe("Ravi K.");
    expect(authorName("Meera", "")).toBe("Meera");
    expect(authorName("Zoya", "Øberg")).toBe("Zoya Ø.");
  });
});
