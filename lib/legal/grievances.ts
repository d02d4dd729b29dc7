import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { notFound } from "../errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { grievanceCounts, takeRateLimits } from "../security/rate-limit.ts";
import type { GrievanceInput } from "../validation/legal.ts";
import { grievanceClock, ticketOf, type GrievanceClock } from "./deadlines.ts";
import type { Mail } from "../mail/outbox.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { grievanceOfficerMail, grievanceReceivedMail } from "./grievance-mail.ts";

// Complaints to the grievance officer (the /grievance page, POST /api/grievance): each gets
// a ticket, its sender is mailed the ticket, and the owner's console lists them with the time
// left to acknowledge and to resolve them (lib/legal/deadlines.ts). A complaint naming an order
// with lines of a marketplace seller goes to that seller's grievance officer too (issue 45),
// with a copy to the shop's: the same ticket for both.

/** The officers' mails for a complaint about an order with marketplace sellers' lines: each such seller's officer, and the shop's. */
async function officersMails(tx: Prisma.TransactionClient, input: GrievanceInput, ticket: string): Promise<Mail[]> {
  const orderNumber = (input.orderNumber ?? "").trim().toUpperCase();
  if (!orderNumber) return [];
  const lines = await tx.orderLine.findMany({
    where: { order: { number: orderNumber }, soldBy: "seller", sellerId: { not: null } },
    distinct: ["sellerId"],
    select: { sellerId: true },
  });
  if (lines.length === 0) return [];
  const [businesses, shop] = await Promise.all([
    tx.sellerBusiness.findMany({
      where: { userId: { in: lines.map((line) => line.sellerId!) }, grievanceEmail: { not: null } },
      select: { businessName: true, legalName: true, grievanceEmail: true },
    }),
    tx.shop.findUnique({ where: { id: 1 }, select: { grievanceEmail: true } }),
  ]);
  const about = { ticket, orderNumber, name: input.name, email: input.email, text: input.text };
  return [
    ...businesses.map((business) =>
      grievanceOfficerMail(business.grievanceEmail!, { ...about, sellerName: business.businessName ?? business.legalName ?? "" }),
    ),
    ...(shop?.grievanceEmail ? [grievanceOfficerMail(shop.grievanceEmail, { ...about, sellerName: null })] : []),
  ];
}

/**
 * Files a complaint and mails its ticket to the address given. Limited per client address
 * and per mail address (grievanceCounts), so the form cannot be used to flood an inbox.
 */
export async function fileGrievance(input: GrievanceInput, address: string): Promise<{ ticket: string }> {
  await takeRateLimits(grievanceCounts(input.email, address));
  const ticket = await prisma.$transaction(async (tx) => {
    const { number } = await tx.grievance.create({ data: input, select: { number: true } });
    const ticket = ticketOf(number);
    await enqueueMail(tx, [grievanceReceivedMail(input.email, ticket), ...(await officersMails(tx, input, ticket))]);
    return ticket;
  }, TX_OPTIONS);
  wakeMailSender();
  return { ticket };
}

export interface GrievanceView extends GrievanceClock {
  id: string;
  ticket: string;
  name: string;
  email: string;
  orderNumber: string | null;
  text: string;
  createdAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
}

/** Every complaint, the open ones first (oldest first: nearest its deadline), then the resolved, newest first. */
export async function grievances(now = new Date()): Promise<GrievanceView[]> {
  const [open, resolved] = await Promise.all([
    prisma.grievance.findMany({ where: { resolvedAt: null }, orderBy: { createdAt: "asc" } }),
    prisma.grievance.findMany({ where: { resolvedAt: { not: null } }, orderBy: { createdAt: "desc" }, take: 200 }),
  ]);
  return [...open, ...resolved].map(({ number, ...row }) => ({ ...row, ticket: ticketOf(number), ...grievanceClock(row, now) }));
}

/** The officer's steps: acknowledged (once), then resolved (once, acknowledging it too if it was not); the complaint as it is then. */
export async function markGrievance(id: string, step: "acknowledged" | "resolved"): Promise<GrievanceView> {
  const now = new Date();
  const found = await prisma.grievance.findUnique({ where: { id }, select: { acknowledgedAt: true, resolvedAt: true } });
  if (!found) throw notFound("No such complaint.");
  const acknowledgedAt = found.acknowledgedAt ?? now;
  const { number, ...row } = await prisma.grievance.update({
    where: { id },
    data: step === "acknowledged" ? { acknowledgedAt } : { acknowledgedAt, resolvedAt: found.resolvedAt ?? now },
  });
  return { ...row, ticket: ticketOf(number), ...grievanceClock(row, now) };
}

/** A complaint at the API's edge: times as ISO text. */
export function grievanceJson(g: GrievanceView) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: g.id,
    ticket: g.ticket,
    name: g.name,
    email: g.email,
    orderNumber: g.orderNumber,
    text: g.text,
    createdAt: g.createdAt.toISOString(),
    acknowledgedAt: iso(g.acknowledgedAt),
    resolvedAt: iso(g.resolvedAt),
    acknowledgeBy: g.acknowledgeBy.toISOString(),
    resolveBy: g.resolveBy.toISOString(),
    acknowledgeOverdue: g.acknowledgeOverdue,
    resolveOverdue: g.resolveOverdue,
  };
}
