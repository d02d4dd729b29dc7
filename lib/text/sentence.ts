// Every message a person reads beside a field is a whole sentence (issue 47, point 13). The
// schemas' own messages are written as sentences or as the rest of one ("may not contain …");
// lib/errors.ts passes every field's message through here.

/** A message as a sentence: it starts with a capital letter and ends with a full stop. */
export function asSentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  // Only a word is capitalised: a message may start with a name the person typed or an id ("cmx1… is not a line of this order").
  const capital = /^[a-z][a-z'-]*(?=[\s,:;]|$)/.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
