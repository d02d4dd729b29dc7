// GSTIN: India's 15-character GST identification number. Two digits of state code, the
// holder's PAN (five letters, four digits, a letter), the registration's number within
// that PAN and state (1-9, then A-Z), "Z" by default, and a check character computed over
// the first fourteen (the GSTN's mod-36 scheme, a Luhn variant).

const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

/** The check character for the first fourteen characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** Why a GSTIN is not one (upper-cased first), or null when it is well formed and its check character is right. */
export function gstinProblem(gstin: string): string | null {
  if (!SHAPE.test(gstin)) return "15 characters: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, a letter, check character";
  if (gstin[14] !== gstinCheckCharacter(gstin.slice(0, 14))) return "the check character (the last one) does not match: a character is mistyped";
  return null;
}
