import { describe, expect, it } from "vitest";
import { defaultPolicyText, POLICY_SLUGS } from "./policy-defaults.ts";
import { hindiPolicyText } from "./policy-defaults-hi.ts";
import { policyBlocks } from "./policy-markup.ts";
import { deliveryChargesSentence, shopFacts } from "./shop-facts.ts";
import type { ShopRecord } from "../shop/profile.ts";

// The default policies in Hindi: the English defaults' sections and facts, from the same
// profile, amounts in ₹ with Indian grouping, names and addresses as the owner gave them.

const SHOP = {
  name: "Vastra",
  legalName: "Vastra Retail Pvt Ltd",
  address: "12 MG Road",
  city: "Jaipur",
  state: "Rajasthan",
  pin: "302001",
  gstin: "08ABCDE1234F1Z5",
  supportEmail: "help@vastra.test",
  supportPhone: "+91 98765 43210",
  upi: "vastra@upi",
  grievanceOfficer: { name: "Meera Shah", designation: "Head of Care", email: "grievance@vastra.test", phone: "+91 98765 00000" },
  cod: { enabled: true, feePaise: 4000, maxOrderPaise: 15000000 },
  returns: { windowDays: 10, exchange: true },
  delivery: { feePaise: 4900, freeAbovePaise: 149900, blockedPins: ["744"] },
} as unknown as ShopRecord;

/** The Latin words a Hindi policy may hold besides the shop's own facts: names of things as Indian shops write them. */
const LATIN_ALLOWED = new Set(["UPI", "ID", "PIN", "OTP", "MRP", "GSTIN", "IS"]);

function ourLatinWords(text: string, facts: string[]): string[] {
  let rest = text;
  for (const fact of [...facts].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(fact, " ");
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
}

describe("the default policies in Hindi", () => {
  const hi = shopFacts(SHOP, "hi");
  const en = shopFacts(SHOP);
  const facts = [
    SHOP.name,
    SHOP.legalName!,
    "12 MG Road, Jaipur, Rajasthan 302001",
    SHOP.gstin!,
    SHOP.supportEmail!,
    SHOP.supportPhone!,
    "Meera Shah",
    "Head of Care",
    "grievance@vastra.test",
    "+91 98765 00000",
    "Jaipur",
  ];

  it.each(POLICY_SLUGS)("%s: the English default's sections, in Hindi, with the shop's figures and names", (slug) => {
    const text = hindiPolicyText(slug, hi);
    const kinds = (t: string) => policyBlocks(t).map((block) => (block.kind === "list" ? `list:${block.items.length}` : block.kind));
    expect(kinds(text)).toEqual(kinds(defaultPolicyText(slug, en)));
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(ourLatinWords(text, facts), slug).toEqual([]);
    if (slug !== "payments")
      expect(text).toContain("हमारे शिकायत अधिकारी Meera Shah (Head of Care) को grievance@vastra.test पर लिखें या +91 98765 00000 पर फ़ोन करें");
  });

  it("say the shop's own amounts, days and places", () => {
    expect(hindiPolicyText("returns", hi)).toContain("Vastra का संचालन Vastra Retail Pvt Ltd, 12 MG Road, Jaipur, Rajasthan 302001 द्वारा किया जाता है।");
    expect(hindiPolicyText("returns", hi)).toContain(
      'डिलीवरी के 10 दिन के अंदर आप सामान वापस करने या उसे स्टॉक में मौजूद दूसरे साइज़ से बदलने के लिए कह सकते हैं: "मेरे ऑर्डर" में ऑर्डर खोलें और सामान पर "वापस करें" या "दूसरे साइज़ से बदलें" चुनें।',
    );
    expect(hindiPolicyText("shipping", hi)).toContain(
      "अगर ऑर्डर के सामान की कुल क़ीमत (छूट के बाद) ₹1,499 से कम है, तो डिलीवरी के ₹49 लगते हैं; ₹1,499 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है।",
    );
    expect(hindiPolicyText("payments", hi)).toContain("- कैश ऑन डिलीवरी: ₹40 शुल्क (₹1,50,000 तक के ऑर्डर)");
    expect(hindiPolicyText("payments", hi)).toContain("हमारा GSTIN 08ABCDE1234F1Z5 है।");
    expect(hindiPolicyText("privacy", hi)).toContain("72 महीने तक रखते हैं।");
    expect(hindiPolicyText("terms", hi)).toContain("Jaipur की अदालतों में होगी।");
    const noReturns = hindiPolicyText("returns", { ...hi, returnWindowDays: 0 });
    expect(noReturns).toContain("डिलीवरी के बाद सामान वापस नहीं लिया जाता");
    expect(noReturns).toContain("डिलीवरी के 2 दिन के अंदर");
    const returnsOnly = hindiPolicyText("returns", { ...hi, returnExchange: false });
    expect(returnsOnly).not.toContain("दूसरे साइज़ से बदलें");
  });

  it("say what the profile has not given yet in Hindi", () => {
    const bare = shopFacts(
      {
        ...SHOP,
        legalName: null,
        address: null,
        city: null,
        state: null,
        pin: null,
        gstin: null,
        supportEmail: null,
        grievanceOfficer: { name: null, designation: null, email: null, phone: null },
      } as unknown as ShopRecord,
      "hi",
    );
    expect(hindiPolicyText("terms", bare)).toContain("पंजीकृत कार्यालय का पता (अभी नहीं दिया गया) (GSTIN (अभी नहीं दिया गया))");
    expect(hindiPolicyText("terms", bare)).toContain("हमारे शिकायत अधिकारी नाम (अभी नहीं दिया गया) (शिकायत अधिकारी) को");
    expect(deliveryChargesSentence({ feePaise: 0, freeAbovePaise: null, blockedPins: [] }, "hi")).toBe(
      "डिलीवरी मुफ़्त है: किसी भी ऑर्डर पर डिलीवरी का कोई शुल्क नहीं लगता।",
    );
    expect(deliveryChargesSentence({ feePaise: 4900, freeAbovePaise: null, blockedPins: [] }, "hi")).toBe(
      "हर ऑर्डर पर डिलीवरी के ₹49 लगते हैं। ऑर्डर करने से पहले कार्ट में यह शुल्क दिख जाता है।",
    );
  });
});
