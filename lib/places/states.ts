// India's states and union territories with their two-digit GST state codes (the first two
// characters of every GSTIN, and the code of a delivery's place of supply). The one list:
// the PIN data set, addresses, the shop profile and GSTIN checks all name a state from here.

export interface IndianState {
  /** Two-digit GST state code, e.g. "29". */
  code: string;
  /** The name as the Government of India writes it. */
  name: string;
  kind: "state" | "union territory" | "other";
}

export const INDIAN_STATES: readonly IndianState[] = [
  { code: "01", name: "Jammu and Kashmir", kind: "union territory" },
  { code: "02", name: "Himachal Pradesh", kind: "state" },
  { code: "03", name: "Punjab", kind: "state" },
  { code: "04", name: "Chandigarh", kind: "union territory" },
  { code: "05", name: "Uttarakhand", kind: "state" },
  { code: "06", name: "Haryana", kind: "state" },
  { code: "07", name: "Delhi", kind: "union territory" },
  { code: "08", name: "Rajasthan", kind: "state" },
  { code: "09", name: "Uttar Pradesh", kind: "state" },
  { code: "10", name: "Bihar", kind: "state" },
  { code: "11", name: "Sikkim", kind: "state" },
  { code: "12", name: "Arunachal Pradesh", kind: "state" },
  { code: "13", name: "Nagaland", kind: "state" },
  { code: "14", name: "Manipur", kind: "state" },
  { code: "15", name: "Mizoram", kind: "state" },
  { code: "16", name: "Tripura", kind: "state" },
  { code: "17", name: "Meghalaya", kind: "state" },
  { code: "18", name: "Assam", kind: "state" },
  { code: "19", name: "West Bengal", kind: "state" },
  { code: "20", name: "Jharkhand", kind: "state" },
  { code: "21", name: "Odisha", kind: "state" },
  { code: "22", name: "Chhattisgarh", kind: "state" },
  { code: "23", name: "Madhya Pradesh", kind: "state" },
  { code: "24", name: "Gujarat", kind: "state" },
  // 25 (Daman and Diu) was merged into 26 in 2020 and is no longer issued.
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu", kind: "union territory" },
  { code: "27", name: "Maharashtra", kind: "state" },
  // 28 was undivided Andhra Pradesh's code before 2014; today's state is 37.
  { code: "29", name: "Karnataka", kind: "state" },
  { code: "30", name: "Goa", kind: "state" },
  { code: "31", name: "Lakshadweep", kind: "union territory" },
  { code: "32", name: "Kerala", kind: "state" },
  { code: "33", name: "Tamil Nadu", kind: "state" },
  { code: "34", name: "Puducherry", kind: "union territory" },
  { code: "35", name: "Andaman and Nicobar Islands", kind: "union territory" },
  { code: "36", name: "Telangana", kind: "state" },
  { code: "37", name: "Andhra Pradesh", kind: "state" },
  { code: "38", name: "Ladakh", kind: "union territory" },
  // GST's code for India's territory outside any state (offshore areas); no PIN is in it.
  { code: "97", name: "Other Territory", kind: "other" },
];

/** Older or other spellings met in data sets and typed by people, lowered and with "&" as "and". */
const ALIASES: Record<string, string> = {
  orissa: "21",
  chattisgarh: "22",
  pondicherry: "34",
  "andaman and nicobar": "35",
  "new delhi": "07",
  "nct of delhi": "07",
  "dadra and nagar haveli": "26",
  "daman and diu": "26",
  uttaranchal: "05",
};

function key(name: string): string {
  return name.trim().toLowerCase().replace(/&/g, " and ").replace(/\s+/g, " ");
}

const BY_CODE = new Map(INDIAN_STATES.map((s) => [s.code, s]));
const BY_NAME = new Map<string, IndianState>([
  ...INDIAN_STATES.map((s) => [key(s.name), s] as const),
  ...Object.entries(ALIASES).map(([alias, code]) => [alias, BY_CODE.get(code)!] as const),
]);

export function stateByCode(code: string): IndianState | undefined {
  return BY_CODE.get(code);
}

/** A state or union territory by its name, an older spelling ("Orissa") or its GST code; case and "&"/"and" do not matter. */
export function findState(nameOrCode: string): IndianState | undefined {
  const trimmed = nameOrCode.trim();
  return /^\d{2}$/.test(trimmed) ? BY_CODE.get(trimmed) : BY_NAME.get(key(trimmed));
}
