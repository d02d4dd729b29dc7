/** How a review names its author: the first name and the last name's initial ("Asha R."), never a username or an address. */
export function authorName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
