// Which font prints which part of a text on an invoice. DejaVu Sans (the documents' base font)
// has Latin, ₹ and punctuation but no Indian script, so a shopper's name or address typed in
// Devanagari, Tamil, … is cut into runs, each printed in a font of its script (pdf.ts;
// docs/architecture.md, Invoices).

/** The Indian scripts a shopper may type, by their Unicode blocks. */
const INDIAN_SCRIPTS = {
  devanagari: { from: 0x0900, to: 0x097f },
  bengali: { from: 0x0980, to: 0x09ff },
  gurmukhi: { from: 0x0a00, to: 0x0a7f },
  gujarati: { from: 0x0a80, to: 0x0aff },
  oriya: { from: 0x0b00, to: 0x0b7f },
  tamil: { from: 0x0b80, to: 0x0bff },
  telugu: { from: 0x0c00, to: 0x0c7f },
  kannada: { from: 0x0c80, to: 0x0cff },
  malayalam: { from: 0x0d00, to: 0x0d7f },
} as const;

export type Script = keyof typeof INDIAN_SCRIPTS;

/** A piece of text and the script whose font prints it (`null`: the base font). */
export interface ScriptRun {
  script: Script | null;
  text: string;
}

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const SCRIPTS = Object.entries(INDIAN_SCRIPTS) as [Script, (typeof INDIAN_SCRIPTS)[Script]][];

function scriptOf(codePoint: number): Script | null {
  for (const [script, block] of SCRIPTS) if (codePoint >= block.from && codePoint <= block.to) return script;
  return null;
}

/**
 * The text cut where its script changes. The joiners (which shape conjuncts) and a space
 * between two words of one script stay in that script's run, so the shaper sees whole words
 * and a line of Hindi is one run, not one per word.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  const chars = Array.from(text);
  chars.forEach((char, i) => {
    const codePoint = char.codePointAt(0)!;
    const previous = runs.at(-1);
    let script = scriptOf(codePoint);
    if (script === null && previous?.script && (codePoint === ZWJ || codePoint === ZWNJ)) script = previous.script;
    if (script === null && char === " " && previous?.script) {
      const next = chars[i + 1];
      if (next !== undefined && scriptOf(next.codePointAt(0)!) === previous.script) script = previous.script;
    }
    if (previous && previous.script === script) previous.text += char;
    else runs.push({ script, text: char });
  });
  return runs;
}

/** The script most of a text's letters are in, whose font measures its lines (null: the base font's). */
export function mainScript(text: string): Script | null {
  const counts = new Map<Script, number>();
  for (const run of scriptRuns(text)) if (run.script) counts.set(run.script, (counts.get(run.script) ?? 0) + run.text.length);
  let best: Script | null = null;
  for (const [script, count] of counts) if (best === null || count > counts.get(best)!) best = script;
  return best;
}
