// The couriers a seller picks from when dispatching a parcel, and the public page where a
// shopper follows it. For these the tracking address is made from the AWB (waybill number);
// any other carrier needs the seller to give the address (docs/api.md, Dispatch).
//
// Each carrier's page is its public tracking page as its website links it and as public
// integrations of Indian shops use it (looked up November 2026):
// - Delhivery: https://www.delhivery.com/track/package/{AWB} (delhivery.com, "Track your order")
// - Blue Dart: https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={AWB}
//   (bluedart.com's link for tracking a waybill from another site)
// - DTDC: https://www.dtdc.in/trace.asp?strCnno={AWB} (dtdc.in's consignment trace)
// - Ekart: https://ekartlogistics.com/shipmenttrack/{AWB} (ekartlogistics.com, "Track shipment")
// - India Post: https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx
//   (indiapost.gov.in's consignment tracking; it takes no number in its address, so the
//   shopper types the article number there, which the mail and order page show beside it)
// - Xpressbees: https://www.xpressbees.com/shipment/tracking?awbNo={AWB} (xpressbees.com, "Track")
// - Shadowfax: https://tracker.shadowfax.in/#/track?awb={AWB} (tracker.shadowfax.in)

export interface Carrier {
  /** What the API takes and stores as `carrier`. */
  id: string;
  name: string;
  /** The tracking page for an AWB. */
  trackingUrl: (awb: string) => string;
  /** False when the page does not take the number in its address (the shopper enters it there). */
  awbInUrl: boolean;
}

const withAwb =
  (prefix: string, suffix = "") =>
  (awb: string) =>
    `${prefix}${encodeURIComponent(awb)}${suffix}`;

export const CARRIERS: readonly Carrier[] = [
  { id: "delhivery", name: "Delhivery", trackingUrl: withAwb("https://www.delhivery.com/track/package/"), awbInUrl: true },
  {
    id: "bluedart",
    name: "Blue Dart",
    trackingUrl: withAwb("https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo="),
    awbInUrl: true,
  },
  { id: "dtdc", name: "DTDC", trackingUrl: withAwb("https://www.dtdc.in/trace.asp?strCnno="), awbInUrl: true },
  { id: "ekart", name: "Ekart", trackingUrl: withAwb("https://ekartlogistics.com/shipmenttrack/"), awbInUrl: true },
  {
    id: "indiapost",
    name: "India Post",
    trackingUrl: () => "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx",
    awbInUrl: false,
  },
  { id: "xpressbees", name: "Xpressbees", trackingUrl: withAwb("https://www.xpressbees.com/shipment/tracking?awbNo="), awbInUrl: true },
  { id: "shadowfax", name: "Shadowfax", trackingUrl: withAwb("https://tracker.shadowfax.in/#/track?awb="), awbInUrl: true },
];

/** A known carrier by its id or name, any case and spacing ("Blue Dart", "bluedart"); undefined for another. */
export function findCarrier(carrier: string): Carrier | undefined {
  const key = carrier.toLowerCase().replace(/[^a-z0-9]/g, "");
  return CARRIERS.find((known) => known.id === key || known.name.toLowerCase().replace(/[^a-z0-9]/g, "") === key);
}

/** The name to show for a stored carrier: a known one's name, another as the seller wrote it. */
export function carrierName(carrier: string): string {
  return findCarrier(carrier)?.name ?? carrier;
}
