import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+91 98765", "'+91 98765"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["Asha Rao", "Asha Rao"],
    ["4 Church Street, Bengaluru", '"4 Church Street, Bengaluru"'],
    ["a\nb", '"a\nb"'],
    ["a\r\nb", '"a\r\nb"'],
    // Spreadsheets set to a European locale split on semicolons.
    [";DROP", '";DROP"'],
    ["Flat 4; Gulab Bagh", '"Flat 4; Gulab Bagh"'],
    ["=1;2", '"\'=1;2"'],
    ["INV/2627/000001", "INV/2627/000001"],
  ])("%j → %s", (input, output) => expect(csvCell(input)).toBe(output));

  it("numbers and money stay numbers, negative ones too, money with two decimals", () => {
    expect(csvCell(-49)).toBe("-49");
    expect(csvCell(2)).toBe("2");
    expect(csvCell({ paise: -4900 })).toBe("-49.00");
    expect(csvCell({ paise: 149147 })).toBe("1491.47");
    expect(csvCell({ paise: 5 })).toBe("0.05");
  });
});

describe("csvFile", () => {
  it("starts with a UTF-8 byte-order mark and ends lines with CRLF", () => {
    expect(csvFile(["Name", "Total (₹)"], [["Ravi", 10.5]])).toBe("\uFEFFName,Total (₹)\r\nRavi,10.5\r\n");
  });
});
