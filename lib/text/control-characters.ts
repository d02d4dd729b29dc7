// Plain string checks without zod, so that browser code (the search bar's listing paths) can
// use them without shipping the validation library (docs/performance.md).

/**
 * Control characters other than tab and line breaks: nobody types them, and PostgreSQL
 * cannot store or compare NUL at all (error 22021), so text carrying one is refused as bad
 * input before it reaches a query (SECURITY.md, "Input").
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Every control character, tab and line breaks too: for one-line secrets such as passwords. */
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export function hasAnyControlCharacter(value: string): boolean {
  return ANY_CONTROL_CHARACTER.test(value);
}
