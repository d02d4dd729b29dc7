import { revalidateTag, unstable_cache } from "next/cache";
import { lookUpPin } from "../places/pincodes.ts";
import { expireSharedTags } from "../cache/shared-cache.mjs";
import { findState, stateByCode, type IndianState } from "../places/states.ts";
import { shopName } from "../config.ts";
import { prisma } from "../db.ts";
import { AppError, badRequest } from "../errors.ts";
import type { Prisma, Shop } from "../generated/prisma/client.ts";
import type { ShopJson } from "../validation/responses.ts";
import type { ShopUpdate } from "../validation/shop.ts";
import { basisPointsOf, rupeesToPaise } from "../money.ts";
import { paymentSettingsOf } from "./payment-settings.ts";
import { gstinProblem } from "./gstin.ts";
import type { DeliveryTerms } from "../shared/delivery-terms.ts";
import { DEFAULT_SHIPPING, type ShippingTerms } from "../shared/delivery-estimate.ts";

// The shop profile: who sells, from where, under which GST number, with which contacts. One
// row (id 1) that the owner edits (lib/shop/owner.ts) and anyone reads. Later issues add
// their settings to the same row and to these functions.

const SHOP_ID = 1;

/** The return window of a shop whose profile was never saved, as the column's default. */
const DEFAULT_RETURN_WINDOW_DAYS = 7;
/** Days after delivery the review prompt is mailed unless the owner sets another (lib/reviews/prompt.ts). */
export const DEFAULT_REVIEW_PROMPT_DAYS = 3;

/** Cash on delivery's rules against refused parcels (lib/delivery/cod-rules.ts applies them). */
export interface CodRules {
  /** Whole PINs or prefixes of 1 to 6 digits. */
  blockedPins: readonly string[];
  /** COD parcels returned to origin after which a shopper is not offered COD; 0: no limit. */
  maxRefused: number;
}

/** The rules of a shop that has set none (the Shop columns' defaults). */
export const DEFAULT_COD_RULES: CodRules = { blockedPins: [], maxRefused: 2 };

/** Cash on delivery confirmed before dispatch (lib/orders/cod-terms.ts applies the terms). */
export interface CodConfirmTerms {
  enabled: boolean;
  /** Only orders whose amount to pay is above this ask; 0: every COD order. */
  abovePaise: number;
  hours: number;
}

/** The terms of a shop that has set none (the Shop columns' defaults). */
export const DEFAULT_COD_CONFIRM: CodConfirmTerms = { enabled: true, abovePaise: 0, hours: 24 };

/** Next's data-cache tag of the public profile: PUT /api/shop expires it. */
export const SHOP_TAG = "shop";

type Profile = Omit<Shop, "id" | "updatedAt">;
type TextField = { [K in keyof Profile]: Profile[K] extends string | null ? K : never }[keyof Profile];

/**
 * The profile in the business's terms: the API's shape (lib/api-json/shop.ts makes the JSON of
 * it) with its money in integer paise. Plain JSON values only, since Next's data cache keeps
 * it (`cachedShop`), so its readers take paise from it as they are, never from rupees.
 */
export type ShopRecord = Omit<ShopJson, "cod" | "prepaid" | "delivery"> & {
  cod: Omit<ShopJson["cod"], "fee" | "maxOrder" | "confirm"> & { feePaise: number; maxOrderPaise: number | null; confirm: CodConfirmTerms };
  prepaid: { percent: number; maxPaise: number };
  delivery: Omit<ShopJson["delivery"], "fee" | "freeAbove"> & DeliveryTerms;
};

function toShopRecord(shop: Profile | null): ShopRecord {
  const value = (key: TextField) => shop?.[key] ?? null;
  const payments = paymentSettingsOf(shop);
  return {
    name: shop?.name ?? shopName(),
    legalName: value("legalName"),
    address: value("address"),
    city: value("city"),
    state: value("state"),
    stateCode: value("stateCode"),
    pin: value("pin"),
    gstin: value("gstin"),
    supportEmail: value("supportEmail"),
    supportPhone: value("supportPhone"),
    grievanceOfficer: {
      name: value("grievanceName"),
      designation: value("grievanceDesignation"),
      email: value("grievanceEmail"),
      phone: value("grievancePhone"),
    },
    social: { facebook: value("socialFacebook"), instagram: value("socialInstagram"), twitter: value("socialTwitter"), youtube: value("socialYoutube") },
    cod: {
      enabled: payments.codEnabled,
      feePaise: payments.codFeePaise,
      maxOrderPaise: payments.codMaxPaise,
      blockedPins: shop?.codBlockedPins ?? [...DEFAULT_COD_RULES.blockedPins],
      maxRefused: shop?.codMaxRefused ?? DEFAULT_COD_RULES.maxRefused,
      confirm: {
        enabled: shop?.codConfirmEnabled ?? DEFAULT_COD_CONFIRM.enabled,
        abovePaise: shop?.codConfirmAbovePaise ?? DEFAULT_COD_CONFIRM.abovePaise,
        hours: shop?.codConfirmHours ?? DEFAULT_COD_CONFIRM.hours,
      },
    },
    upi: payments.upi,
    paymentWindowMinutes: payments.paymentWindowMinutes,
    prepaid: { percent: shop?.prepaidPercent ?? 0, maxPaise: shop?.prepaidMaxPaise ?? 0 },
    delivery: {
      feePaise: shop?.deliveryFeePaise ?? 0,
      freeAbovePaise: shop?.deliveryFreeAbovePaise ?? null,
      blockedPins: shop?.blockedPins ?? [],
      ...shippingOf(shop),
      withoutParcel: shop?.deliverWithoutParcel ?? true,
    },
    returns: { windowDays: shop?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS, exchange: shop?.returnExchange ?? true },
    reviewPromptDays: shop?.reviewPromptDays ?? DEFAULT_REVIEW_PROMPT_DAYS,
    sellingModel: shop?.sellingModel ?? "single",
  };
}

function shippingOf(shop: Profile | null): ShippingTerms {
  if (!shop) return { dispatch: { ...DEFAULT_SHIPPING.dispatch, holidays: [] }, transitDays: { ...DEFAULT_SHIPPING.transitDays } };
  return {
    dispatch: { days: shop.dispatchDays, cutoffHour: shop.dispatchCutoffHour, holidays: shop.dispatchHolidays },
    transitDays: {
      local: shop.transitLocalDays,
      state: shop.transitStateDays,
      metro: shop.transitMetroDays,
      national: shop.transitNationalDays,
      remote: shop.transitRemoteDays,
    },
  };
}

/** The dispatch and transit terms of a profile as lib/shared/delivery-estimate.ts takes them. */
export function shippingTermsOf(shop: Pick<ShopRecord, "delivery">): ShippingTerms {
  return { dispatch: shop.delivery.dispatch, transitDays: shop.delivery.transitDays };
}

/** The discount for paying online as lib/money.ts takes it; null when it is off. */
export function prepaidTermsOf(shop: Pick<ShopRecord, "prepaid">): { percent: number; maxPaise: number } | null {
  return shop.prepaid.percent > 0 ? shop.prepaid : null;
}

/** Cash on delivery's rules against refused parcels, as lib/delivery/cod-rules.ts takes them. */
export function codRulesOf(shop: Pick<ShopRecord, "cod">): CodRules {
  return { blockedPins: shop.cod.blockedPins, maxRefused: shop.cod.maxRefused };
}

/** Cash on delivery's confirmation terms, as lib/orders/cod-confirmation.ts takes them. */
export function codConfirmTermsOf(shop: Pick<ShopRecord, "cod">): CodConfirmTerms {
  return shop.cod.confirm;
}

/** The delivery terms of a profile as lib/shared/delivery-terms.ts takes them. */
export function deliveryTermsOf(shop: Pick<ShopRecord, "delivery">): DeliveryTerms {
  const { feePaise, freeAbovePaise, blockedPins } = shop.delivery;
  return { feePaise, freeAbovePaise, blockedPins };
}

async function storedProfile(): Promise<Shop | null> {
  return prisma.shop.findUnique({ where: { id: SHOP_ID } });
}

/** The profile as a transaction sees it: an invoice names the shop as it is when the invoice is issued. */
export async function readShopIn(tx: Prisma.TransactionClient): Promise<ShopRecord> {
  return toShopRecord(await tx.shop.findUnique({ where: { id: SHOP_ID } }));
}

/** The profile as stored now (the owner's console reads this). */
export async function readShop(): Promise<ShopRecord> {
  return toShopRecord(await storedProfile());
}

/**
 * The public profile through Next's data cache, for pages and GET /api/shop. Its key is not the
 * "shop-profile" that held the API's JSON, so an entry kept in that shape is never read as a record.
 */
export const cachedShop = unstable_cache(readShop, ["shop-record"], { tags: [SHOP_TAG] });

type Fields = Record<string, string[]>;

/** The state and GST code a request sets (undefined: it leaves them), with its complaints in `fields`. */
function stateChange(input: ShopUpdate, fields: Fields): { state: string | null; stateCode: string | null } | undefined {
  const set = (s: IndianState) => ({ state: s.name, stateCode: s.code });
  if (typeof input.state === "string") {
    const state = findState(input.state);
    if (!state) fields.state = ["not a state or union territory of India"];
    else if (typeof input.stateCode === "string" && input.stateCode !== state.code) fields.stateCode = [`${state.name}'s GST state code is ${state.code}`];
    else return set(state);
    return undefined;
  }
  if (typeof input.stateCode === "string") {
    const state = stateByCode(input.stateCode);
    if (!state) fields.stateCode = ["no state or union territory has this GST state code"];
    else return set(state);
    return undefined;
  }
  if (input.state === null || input.stateCode === null) return { state: null, stateCode: null };
  return undefined;
}

/** The delivery terms a request sets: the fields sent; a null free-delivery value makes the fee always apply. */
function deliveryChange(delivery: ShopUpdate["delivery"]): Partial<Profile> {
  if (!delivery) return {};
  return {
    deliveryFeePaise: delivery.fee === undefined ? undefined : rupeesToPaise(delivery.fee),
    deliveryFreeAbovePaise: delivery.freeAbove === undefined ? undefined : delivery.freeAbove === null ? null : rupeesToPaise(delivery.freeAbove),
    // Each PIN or prefix once, in the order given.
    blockedPins: delivery.blockedPins === undefined ? undefined : [...new Set(delivery.blockedPins)],
    dispatchDays: delivery.dispatch?.days,
    dispatchCutoffHour: delivery.dispatch?.cutoffHour,
    dispatchHolidays: delivery.dispatch?.holidays === undefined ? undefined : [...new Set(delivery.dispatch.holidays)].sort(),
    transitLocalDays: delivery.transitDays?.local,
    transitStateDays: delivery.transitDays?.state,
    transitMetroDays: delivery.transitDays?.metro,
    transitNationalDays: delivery.transitDays?.national,
    transitRemoteDays: delivery.transitDays?.remote,
    deliverWithoutParcel: delivery.withoutParcel,
  };
}

function describeCode(code: string): string {
  const state = stateByCode(code);
  return state ? `${state.name} (${code})` : code;
}

/**
 * Changes the fields sent and keeps the others; null clears one. The state may be sent by
 * name or by GST code and is stored as both. Checked against the stored profile too: the
 * PIN must exist and be in the shop's state, and the GSTIN must be well formed and start
 * with the state's code. Every complaint comes at once, as a 400 naming the fields.
 */
export async function updateShop(input: ShopUpdate): Promise<ShopRecord> {
  const current = await storedProfile();
  const fields: Fields = {};
  const officer = input.grievanceOfficer ?? {};
  const changes: Partial<Profile> = {
    name: input.name,
    legalName: input.legalName,
    address: input.address,
    city: input.city,
    pin: input.pin,
    gstin: input.gstin,
    supportEmail: input.supportEmail,
    supportPhone: input.supportPhone,
    grievanceName: officer.name,
    grievanceDesignation: officer.designation,
    grievanceEmail: officer.email,
    grievancePhone: officer.phone,
    socialFacebook: input.social?.facebook,
    socialInstagram: input.social?.instagram,
    socialTwitter: input.social?.twitter,
    socialYoutube: input.social?.youtube,
    ...deliveryChange(input.delivery),
    ...stateChange(input, fields),
    codEnabled: input.cod?.enabled,
    codFeePaise: input.cod?.fee === undefined ? undefined : rupeesToPaise(input.cod.fee),
    codMaxPaise: input.cod?.maxOrder === undefined ? undefined : input.cod.maxOrder === null ? null : rupeesToPaise(input.cod.maxOrder),
    codBlockedPins: input.cod?.blockedPins === undefined ? undefined : [...new Set(input.cod.blockedPins)],
    codMaxRefused: input.cod?.maxRefused,
    codConfirmEnabled: input.cod?.confirm?.enabled,
    codConfirmAbovePaise: input.cod?.confirm?.above === undefined ? undefined : rupeesToPaise(input.cod.confirm.above),
    codConfirmHours: input.cod?.confirm?.hours,
    upiVpa: input.upi === undefined ? undefined : (input.upi?.vpa ?? null),
    upiPayeeName: input.upi === undefined ? undefined : (input.upi?.payeeName ?? null),
    paymentWindowMinutes: input.paymentWindowMinutes,
    prepaidPercent: input.prepaid?.percent,
    prepaidMaxPaise: input.prepaid?.max === undefined ? undefined : rupeesToPaise(input.prepaid.max),
    returnWindowDays: input.returns?.windowDays,
    returnExchange: input.returns?.exchange,
    reviewPromptDays: input.reviewPromptDays,
    sellingModel: input.sellingModel,
  };
  const next: Partial<Profile> = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
  const stateChanged = changes.stateCode !== undefined;

  if (next.pin && (input.pin || stateChanged)) {
    const place = await lookUpPin(next.pin);
    if (!place) fields.pin = [`no post office has the PIN code ${next.pin}`];
    else if (next.stateCode && place.stateCode !== next.stateCode)
      (fields[input.pin ? "pin" : "state"] ??= []).push(`PIN code ${next.pin} is in ${place.state}`);
  }
  if (current?.gstin && next.gstin === null && !input.confirmUnregistered) {
    throw new AppError(
      409,
      "confirm_unregistered",
      "Without a GSTIN the shop issues bills of supply, with no GST, for every later sale. Confirm that the shop is not registered under GST to remove it.",
    );
  }
  if (input.gstin) {
    const problem = gstinProblem(input.gstin);
    if (problem) fields.gstin = [problem];
  }
  if (!fields.gstin && next.gstin && next.stateCode && (input.gstin || stateChanged) && next.gstin.slice(0, 2) !== next.stateCode) {
    (fields[input.gstin ? "gstin" : "state"] ??= []).push(
      `the GSTIN is registered in ${describeCode(next.gstin.slice(0, 2))}, the shop's state is ${describeCode(next.stateCode)}: they must agree`,
    );
  }
  if (Object.keys(fields).length) throw badRequest("Some fields are not valid.", fields);

  const saved = await prisma.$transaction(async (tx) => {
    // The default commission is a rate from now on, kept beside the earlier ones (lib/seller/commission.ts), not a profile field.
    if (input.commission) await tx.commissionRate.create({ data: { sellerId: null, basisPoints: basisPointsOf(input.commission.percent) } });
    return tx.shop.upsert({ where: { id: SHOP_ID }, create: { id: SHOP_ID, ...changes }, update: changes });
  });
  return toShopRecord(saved);
}

/** After the owner changes the profile: every process serves the new one from the next request (as lib/catalog/revalidate.ts). */
export async function revalidateShop(): Promise<void> {
  revalidateTag(SHOP_TAG, { expire: 0 });
  await expireSharedTags([SHOP_TAG]);
}
