import type { Lang } from "../i18n/langs.ts";

// The words the shop's facts are said in (lib/legal/shop-facts.ts), one set per language of the
// default policies: the facts and the rules that pick a sentence stay in shop-facts.ts, so an
// English and a Hindi policy always say the same thing about the same shop.

/** How many months sales records are kept (SECURITY.md, Records and retention). */
const SALES_RECORD_MONTHS = 72;

interface FactWords {
  notGiven: string;
  registeredOffice: (notGiven: string) => string;
  officeCity: string;
  supportEmail: (notGiven: string) => string;
  supportPhone: (notGiven: string) => string;
  officerName: (notGiven: string) => string;
  designation: string;
  upi: string;
  salesRecordKeeping: string;
  deliveryFree: string;
  deliveryEveryOrder: (fee: string) => string;
  deliveryBelow: (fee: string, freeFrom: string) => string;
  cartShowsCharge: string;
  unservedPins: string;
}

export const FACT_WORDS: Record<Lang, FactWords> = {
  en: {
    notGiven: "(not given yet)",
    registeredOffice: (notGiven) => `its registered office ${notGiven}`,
    officeCity: "the city of its registered office",
    supportEmail: (notGiven) => `our support address ${notGiven}`,
    supportPhone: (notGiven) => `our support number ${notGiven}`,
    officerName: (notGiven) => `our grievance officer ${notGiven}`,
    designation: "Grievance Officer",
    upi: "UPI, to the shop's UPI ID, before the order is sent (no fee)",
    salesRecordKeeping: `for ${SALES_RECORD_MONTHS} months from the due date of the annual return of the year they were placed in, as tax law asks`,
    deliveryFree: "Delivery is free: there is no delivery charge on any order.",
    deliveryEveryOrder: (fee) => `Every order pays ${fee} for delivery.`,
    deliveryBelow: (fee, freeFrom) =>
      `Delivery costs ${fee} when the items of an order come to less than ${freeFrom} (after the discount), and is free from ${freeFrom}.`,
    cartShowsCharge: " The cart shows the charge before you order.",
    unservedPins: " We do not deliver to a few PIN codes; the address form says so as soon as you type one.",
  },
  hi: {
    notGiven: "(अभी नहीं दिया गया)",
    registeredOffice: (notGiven) => `पंजीकृत कार्यालय का पता ${notGiven}`,
    officeCity: "पंजीकृत कार्यालय वाले शहर",
    supportEmail: (notGiven) => `सहायता ई-मेल ${notGiven}`,
    supportPhone: (notGiven) => `सहायता नंबर ${notGiven}`,
    officerName: (notGiven) => `नाम ${notGiven}`,
    designation: "शिकायत अधिकारी",
    upi: "UPI: ऑर्डर भेजे जाने से पहले दुकान की UPI ID पर (कोई शुल्क नहीं)",
    salesRecordKeeping: `टैक्स क़ानून के मुताबिक़, जिस साल ऑर्डर दिया गया उस साल के वार्षिक रिटर्न की आख़िरी तारीख़ से ${SALES_RECORD_MONTHS} महीने तक`,
    deliveryFree: "डिलीवरी मुफ़्त है: किसी भी ऑर्डर पर डिलीवरी का कोई शुल्क नहीं लगता।",
    deliveryEveryOrder: (fee) => `हर ऑर्डर पर डिलीवरी के ${fee} लगते हैं।`,
    deliveryBelow: (fee, freeFrom) =>
      `अगर ऑर्डर के सामान की कुल क़ीमत (छूट के बाद) ${freeFrom} से कम है, तो डिलीवरी के ${fee} लगते हैं; ${freeFrom} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है।`,
    cartShowsCharge: " ऑर्डर करने से पहले कार्ट में यह शुल्क दिख जाता है।",
    unservedPins: " कुछ PIN कोड पर हम डिलीवरी नहीं करते; पता भरते समय PIN कोड डालते ही फ़ॉर्म यह बता देता है।",
  },
};
