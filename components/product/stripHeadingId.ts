/** The id of a strip's heading, which names its region: letters of any script (a Hindi title's too) make it; the rest becomes "-". */
export function stripHeadingId(title: string): string {
  return `strip-${title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")}`;
}
