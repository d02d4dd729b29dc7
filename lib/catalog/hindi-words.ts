// The Hindi words of clothing a shopper types into the search box, and the English word the
// catalog's titles use for each (issue 46): "सूती कुर्ता" finds cotton kurtas. One small table,
// kept here and nowhere else; a word not in it is searched as typed (a Hindi title may hold
// it). Spellings with and without the nukta (कमीज़, कमीज) and common plurals are listed each.
// Add a word here when the shop's search log shows shoppers typing it. The shop's colours'
// Hindi names (color-names.ts) are searched as their English too.
import { HINDI_COLOR_WORDS } from "./color-names.ts";

const HINDI_WORDS: Readonly<Record<string, string>> = {
  ...HINDI_COLOR_WORDS,
  कुर्ता: "kurta",
  कुर्ते: "kurta",
  कुर्ती: "kurti",
  कमीज़: "shirt",
  कमीज: "shirt",
  शर्ट: "shirt",
  पैंट: "trousers",
  पतलून: "trousers",
  ट्राउज़र: "trousers",
  जूते: "shoes",
  जूता: "shoes",
  चप्पल: "sandals",
  साड़ी: "saree",
  साडी: "saree",
  सूती: "cotton",
  रेशमी: "silk",
  रेशम: "silk",
  लिनन: "linen",
  ऊनी: "wool",
  टॉप: "top",
  दुपट्टा: "dupatta",
  लहंगा: "lehenga",
  सलवार: "salwar",
  पायजामा: "pyjama",
  जैकेट: "jacket",
  स्वेटर: "sweater",
  जींस: "jeans",
  पुरुष: "men",
  पुरुषों: "men",
  मर्द: "men",
  महिला: "women",
  महिलाएँ: "women",
  महिलाओं: "women",
  औरतों: "women",
  नीली: "blue",
  हरी: "green",
  पीली: "yellow",
  काली: "black",
  सफेद: "white",
};

/** Whether text holds a Devanagari letter. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/**
 * Search text with each Hindi clothing word put into the catalog's English: "सूती कुर्ता" →
 * "cotton kurta". Other words stay as typed; text without Devanagari comes back unchanged.
 */
export function englishSearchText(text: string): string {
  if (!hasDevanagari(text)) return text;
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => HINDI_WORDS[word] ?? word)
    .join(" ");
}
