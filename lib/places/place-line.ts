/**
 * The line of an address that says where it is, "Bengaluru, Karnataka": the same in mail, on
 * order pages and in the console. City and state are null only on orders placed before
 * addresses had them; then the line is empty.
 */
export function placeLine(place: { city: string | null; state: string | null }): string {
  return [place.city, place.state].filter(Boolean).join(", ");
}
