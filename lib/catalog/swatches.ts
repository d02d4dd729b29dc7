/**
 * The colours shoppers see as swatches beside their names (listing filters), by the names
 * sellers give them; the demo catalog's garments are drawn in the same ones (lib/seed).
 */
export const COLORS: Record<string, string> = {
  White: "#f5f5f4",
  Black: "#1c1917",
  Navy: "#1e3a5f",
  Indigo: "#3730a3",
  Maroon: "#7f1d1d",
  Olive: "#4d5b1f",
  Mustard: "#ca8a04",
  "Sky Blue": "#7dd3fc",
  Beige: "#d6c7a1",
  Grey: "#78716c",
  Pink: "#f9a8d4",
  Teal: "#0f766e",
  Rust: "#c2410c",
  Lavender: "#c4b5fd",
  Green: "#15803d",
  Tan: "#b08356",
  Red: "#dc2626",
  Blue: "#2563eb",
  Brown: "#78350f",
  Yellow: "#facc15",
  Orange: "#f97316",
  Purple: "#7e22ce",
  Cream: "#fef9e7",
};

const BY_NAME = new Map(Object.entries(COLORS).map(([name, hex]) => [name.toLowerCase(), hex]));

/** A colour name's swatch, or null for a name the shop has no swatch for (shown by its name alone). */
export function swatchOf(name: string): string | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}
