import { describe, expect, it } from "vitest";
import { CARRIERS, carrierName, findCarrier } from "@/lib/shared/carriers";

describe("carriers", () => {
  it("make each known carrier's tracking page from the AWB", () => {
    const urls = Object.fromEntries(CARRIERS.map((carrier) => [carrier.id, carrier.trackingUrl("AB 123/4")]));
    expect(urls).toEqual({
      delhivery: "https://www.delhivery.com/track/package/AB%20123%2F4",
      bluedart: "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=AB%20123%2F4",
      dtdc: "https://www.dtdc.in/trace.asp?strCnno=AB%20123%2F4",
      ekart: "https://ekartlogistics.com/shipmenttrack/AB%20123%2F4",
      indiapost: "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx",
      xpressbees: "https://www.xpressbees.com/shipment/tracking?awbNo=AB%20123%2F4",
      shadowfax: "https://tracker.shadowfax.in/#/track?awb=AB%20123%2F4",
    });
  });

  it("are found by id or name in any case and spacing; another carrier is not", () => {
    expect(findCarrier("Blue Dart")?.id).toBe("bluedart");
    expect(findCarrier("BLUEDART")?.id).toBe("bluedart");
    expect(findCarrier("india post")?.id).toBe("indiapost");
    expect(findCarrier("Professional Couriers")).toBeUndefined();
    expect(carrierName("xpressbees")).toBe("Xpressbees");
    expect(carrierName("Professional Couriers")).toBe("Professional Couriers");
  });
});
