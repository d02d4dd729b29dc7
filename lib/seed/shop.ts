import { prisma } from "../db.ts";
import { gstinCheckCharacter } from "../shop/gstin.ts";
import { updateShop } from "../shop/profile.ts";

// The demo shop's profile: plainly fictional. The GSTIN has the right shape and check
// character (so it passes the profile's checks) around a PAN no one is issued ("0000").
const GSTIN_BODY = "29AAACV0000Z1Z";

export const DEMO_SHOP = {
  name: "Vastra",
  legalName: "Vastra Demo Clothing Private Limited (fictional)",
  address: "No. 1, Example Road, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560038",
  gstin: GSTIN_BODY + gstinCheckCharacter(GSTIN_BODY),
  supportEmail: "support@vastra.example",
  supportPhone: "+91 80 0000 0000",
  grievanceOfficer: { name: "Kavya Demo (fictional)", designation: "Grievance Officer", email: "grievance@vastra.example", phone: "+91 80 0000 0001" },
  // A fictional UPI ID, so UPI is offered out of the box; money sent to it goes nowhere real.
  upi: { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo Fashions" },
  // Cash on delivery everywhere, until a shopper has had two parcels come back (the default);
  // every COD order confirmed by its shopper within 24 hours before it is sent (the defaults).
  cod: { enabled: true, fee: 0, maxOrder: null, blockedPins: [], maxRefused: 2, confirm: { enabled: true, above: 0, hours: 24 } },
  paymentWindowMinutes: 30,
  // No discount for paying online until the owner gives one (SHOP PROFILE, Payments).
  prepaid: { percent: 0, max: 0 },
  // ₹49 for delivery below ₹499 of items; PINs all served; dispatch and couriers' days as the
  // defaults say (lib/shared/delivery-estimate.ts), said out loud.
  delivery: {
    fee: 49,
    freeAbove: 499,
    blockedPins: [],
    dispatch: { days: 1, cutoffHour: 14, holidays: [] },
    transitDays: { local: 1, state: 2, metro: 3, national: 5, remote: 8 },
    // The specification's one-step "Delivered" stays open to sellers who hand items over themselves.
    withoutParcel: true,
  },
  // Returns within 7 days of delivery, size exchanges offered: the defaults, said out loud.
  returns: { windowDays: 7, exchange: true },
  reviewPromptDays: 3,
  // No social pages: a fictional shop has none, so the footer names the networks without links.
  social: { facebook: null, instagram: null, twitter: null, youtube: null },
};

/** Fills the shop profile with the demo values, once: a profile the owner has started is left alone. */
export async function seedShopProfile(): Promise<boolean> {
  const shop = await prisma.shop.findUnique({ where: { id: 1 }, select: { legalName: true, gstin: true } });
  if (shop?.legalName || shop?.gstin) return false;
  await updateShop(DEMO_SHOP);
  return true;
}
