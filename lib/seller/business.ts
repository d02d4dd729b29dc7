import { lookUpPin } from "../places/pincodes.ts";
import { findState, stateByCode } from "../places/states.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import type { SellerBusiness } from "../generated/prisma/client.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { wakeMailSender } from "../mail/sender.ts";
import type { BusinessDecision, BusinessUpdate } from "../validation/business.ts";
import { identityComplaints, type Complaints } from "./identity.ts";
import { businessDecisionMail } from "./business-mail.ts";

// A marketplace seller's business (issue 45, point 2): the seller (or the owner) fills it in,
// the owner approves it, and only then does the seller list and sell in a shop run as a
// marketplace (lib/seller/can-sell.ts). Its status is derived, never stored: "incomplete"
// until every field is given (or after the owner declined it, until the seller saves it
// again), "pending" while it waits for the owner, "approved" once they said yes.

export type BusinessStatus = "incomplete" | "pending" | "approved";

type Stored = Omit<SellerBusiness, "userId" | "updatedAt">;

/** Every field a complete business gives, by its name in the API; a GSTIN or else an enrolment number. */
const REQUIRED = [
  "businessName",
  "legalName",
  "address",
  "city",
  "state",
  "pin",
  "pan",
  "supportEmail",
  "supportPhone",
  "grievanceName",
  "grievanceEmail",
  "grievancePhone",
] as const satisfies readonly (keyof Stored)[];

/** Who the business is: a change to any of these takes the owner's approval back. */
const IDENTITY = [
  "businessName",
  "legalName",
  "address",
  "city",
  "state",
  "stateCode",
  "pin",
  "gstin",
  "enrolmentId",
  "pan",
] as const satisfies readonly (keyof Stored)[];

const apiName = (field: (typeof REQUIRED)[number]) =>
  field.startsWith("grievance") ? `grievanceOfficer.${field.slice("grievance".length).toLowerCase()}` : field;

/** The fields still to give, by their API names. */
export function missingFields(business: Partial<Stored> | null): string[] {
  const missing: string[] = REQUIRED.filter((field) => !business?.[field]).map(apiName);
  if (!business?.gstin && !business?.enrolmentId) missing.push("gstin");
  return missing;
}

export function businessStatus(business: Partial<Stored> | null): BusinessStatus {
  if (!business || missingFields(business).length || business.declinedAt) return "incomplete";
  return business.approvedAt ? "approved" : "pending";
}

export interface Business {
  userId: string;
  businessName: string | null;
  legalName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  pin: string | null;
  gstin: string | null;
  enrolmentId: string | null;
  pan: string | null;
  registered: boolean;
  supportEmail: string | null;
  supportPhone: string | null;
  grievanceOfficer: { name: string | null; email: string | null; phone: string | null };
  status: BusinessStatus;
  missing: string[];
  decision: { approved: boolean; note: string | null; at: Date } | null;
}

export function toBusiness(userId: string, stored: Stored | null): Business {
  const value = <K extends keyof Stored>(key: K) => stored?.[key] ?? null;
  const decidedAt = stored?.approvedAt ?? stored?.declinedAt ?? null;
  return {
    userId,
    businessName: value("businessName"),
    legalName: value("legalName"),
    address: value("address"),
    city: value("city"),
    state: value("state"),
    stateCode: value("stateCode"),
    pin: value("pin"),
    gstin: value("gstin"),
    enrolmentId: value("enrolmentId"),
    pan: value("pan"),
    registered: Boolean(stored?.gstin),
    supportEmail: value("supportEmail"),
    supportPhone: value("supportPhone"),
    grievanceOfficer: { name: value("grievanceName"), email: value("grievanceEmail"), phone: value("grievancePhone") },
    status: businessStatus(stored),
    missing: missingFields(stored),
    decision: decidedAt ? { approved: Boolean(stored?.approvedAt), note: value("decisionNote"), at: decidedAt } : null,
  };
}

/** A seller's business; 404 when the account is not a seller. */
export async function readBusiness(userId: string): Promise<Business> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { admin: true, business: true } });
  if (!user?.admin) throw notFound("No seller has this id.");
  return toBusiness(userId, user.business);
}

/** The state and GST code a change sets (undefined: it leaves them), complaining into `fields`. */
function stateChange(input: BusinessUpdate, fields: Complaints): { state: string | null; stateCode: string | null } | undefined {
  if (input.state === null || input.stateCode === null) return { state: null, stateCode: null };
  const state = typeof input.state === "string" ? findState(input.state) : typeof input.stateCode === "string" ? stateByCode(input.stateCode) : undefined;
  if (input.state === undefined && input.stateCode === undefined) return undefined;
  if (!state) fields[input.state === undefined ? "stateCode" : "state"] = ["not a state or union territory of India"];
  else if (typeof input.stateCode === "string" && input.stateCode !== state.code) fields.stateCode = [`${state.name}'s GST state code is ${state.code}`];
  else return { state: state.name, stateCode: state.code };
  return undefined;
}

/**
 * Changes the fields sent and keeps the others; null clears one. Checked against what is
 * stored, all complaints at once (400 naming the fields): the state is India's and its PIN
 * is in it, the GSTIN's check character, state and PAN agree with the business
 * (lib/seller/identity.ts). A change to who the business is takes back the owner's
 * approval; any save after a decline puts it before the owner again.
 */
export async function updateBusiness(userId: string, input: BusinessUpdate): Promise<Business> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { admin: true, business: true } });
  if (!user?.admin) throw notFound("No seller has this id.");
  const current = user.business;
  const fields: Complaints = {};
  const officer = input.grievanceOfficer ?? {};
  const changes: Partial<Stored> = {
    businessName: input.businessName,
    legalName: input.legalName,
    address: input.address,
    city: input.city,
    pin: input.pin,
    gstin: input.gstin,
    enrolmentId: input.enrolmentId,
    pan: input.pan,
    supportEmail: input.supportEmail,
    supportPhone: input.supportPhone,
    grievanceName: officer.name,
    grievanceEmail: officer.email,
    grievancePhone: officer.phone,
    ...stateChange(input, fields),
  };
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<Stored>;
  const next: Partial<Stored> = { ...current, ...given };

  if (next.pin && (given.pin !== undefined || given.stateCode !== undefined)) {
    const place = await lookUpPin(next.pin);
    if (!place) (fields.pin ??= []).push(`no post office has the PIN code ${next.pin}`);
    else if (next.stateCode && place.stateCode !== next.stateCode)
      (fields[given.pin ? "pin" : "state"] ??= []).push(`PIN code ${next.pin} is in ${place.state}`);
  }
  const identity = identityComplaints({
    pan: next.pan ?? null,
    gstin: next.gstin ?? null,
    enrolmentId: next.enrolmentId ?? null,
    stateCode: next.stateCode ?? null,
  });
  for (const [field, messages] of Object.entries(identity)) (fields[field] ??= []).push(...messages);
  if (Object.keys(fields).length) throw badRequest("Some fields are not valid.", fields);

  const identityChanged = IDENTITY.some((field) => given[field] !== undefined && given[field] !== current?.[field]);
  const decision: Partial<Stored> = {
    ...(identityChanged ? { approvedAt: null } : {}),
    ...(current?.declinedAt ? { declinedAt: null, decisionNote: null } : {}),
  };
  const saved = await prisma.sellerBusiness.upsert({
    where: { userId },
    create: { userId, ...given },
    update: { ...given, ...decision },
  });
  return toBusiness(userId, saved);
}

/**
 * The owner's decision on a business: approved, its seller lists and sells in a marketplace;
 * declined, it goes back to the seller with the note. Only a complete business is decided
 * (409 seller_business_incomplete). The seller is mailed either way.
 */
export async function decideBusiness(userId: string, decision: BusinessDecision, at = new Date()): Promise<Business> {
  const saved = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { admin: true, username: true, verifiedEmail: true, business: true } });
    if (!user?.admin) throw notFound("No seller has this id.");
    const missing = missingFields(user.business);
    if (missing.length) {
      throw new AppError(409, "seller_business_incomplete", "The business is not complete yet: the seller must give every field first.", {
        business: [`missing: ${missing.join(", ")}`],
      });
    }
    const note = decision.note ?? null;
    const business = await tx.sellerBusiness.update({
      where: { userId },
      data: decision.approve ? { approvedAt: at, declinedAt: null, decisionNote: note } : { approvedAt: null, declinedAt: at, decisionNote: note },
    });
    if (user.verifiedEmail) await enqueueMail(tx, [businessDecisionMail(user.verifiedEmail, business.businessName ?? user.username, decision.approve, note)]);
    return business;
  }, TX_OPTIONS);
  wakeMailSender();
  return toBusiness(userId, saved);
}

export interface SellerListing {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  business: Business;
}

/** Every seller but the owner with their business, for the owner's SELLERS page: those waiting for a decision first. */
export async function sellersWithBusinesses(): Promise<SellerListing[]> {
  const users = await prisma.user.findMany({
    where: { admin: true, owner: false },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, username: true, firstName: true, lastName: true, business: true },
  });
  const order: Record<BusinessStatus, number> = { pending: 0, incomplete: 1, approved: 2 };
  return users
    .map(({ id, business, ...user }) => ({ userId: id, ...user, business: toBusiness(id, business) }))
    .sort((a, b) => order[a.business.status] - order[b.business.status]);
}
