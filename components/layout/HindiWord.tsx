/**
 * हिन्दी for the language switch on English pages, which load no Devanagari font: the word's
 * outline (app/hindi-word.svg/route.ts) as a mask over the text's colour, so it sits on the
 * baseline at the text's size and takes its colour and hover like a letter. The words are for
 * screen readers and search.
 */
export function HindiWord() {
  return (
    <>
      <span aria-hidden="true" className="hindi-word" />
      <span className="sr-only">हिन्दी</span>
    </>
  );
}
