// The few marks a policy's text may use, so that the owner edits plain text in the console and
// the page still has headings and lists: a line "## Heading", lines "- item", and paragraphs
// between blank lines. Nothing else is markup, and nothing becomes HTML: the page renders
// these blocks as React elements, which escape every character.

export type PolicyBlock = { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/** The blocks of a policy's text, in order. */
export function policyBlocks(text: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
    } else if (line.startsWith("## ")) {
      endParagraph();
      blocks.push({ kind: "heading", text: line.slice(3).trim() });
    } else if (line.startsWith("- ")) {
      endParagraph();
      const last = blocks.at(-1);
      if (last?.kind === "list") last.items.push(line.slice(2).trim());
      else blocks.push({ kind: "list", items: [line.slice(2).trim()] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
