import { prisma } from "../db.ts";
import { basisPointsOf } from "../money.ts";
import { assertSellerAccount } from "../auth/roles.ts";

// A marketplace's commission rates (issue 45, point 5): the shop's default and each seller's
// own, as rows only ever added (CommissionRate), so a delivery is charged the rate in force
// when it was made and a month once settled never changes when a rate does.

export interface RateRow {
  sellerId: string | null;
  basisPoints: number | null;
  from: Date;
}

/** The rate of a seller's delivery at `at`: their own latest from before it, else the shop's latest, else none (0). */
export function rateAt(rows: readonly RateRow[], sellerId: string, at: Date): number {
  const latest = (who: string | null) =>
    rows.filter((row) => row.sellerId === who && row.from <= at).reduce<RateRow | null>((last, row) => (!last || row.from >= last.from ? row : last), null);
  return latest(sellerId)?.basisPoints ?? latest(null)?.basisPoints ?? 0;
}

/** The rates that can apply to a seller: their own and the shop's, oldest first. */
export function ratesOf(sellerId: string): Promise<RateRow[]> {
  return prisma.commissionRate.findMany({
    where: { OR: [{ sellerId }, { sellerId: null }] },
    orderBy: { from: "asc" },
    select: { sellerId: true, basisPoints: true, from: true },
  });
}

/** Sets the shop's default (sellerId null) or a seller's own rate (null: back to the default) from now on. */
export async function setCommission(sellerId: string | null, percent: number | null): Promise<void> {
  if (sellerId !== null) await assertSellerAccount(sellerId);
  await prisma.commissionRate.create({ data: { sellerId, basisPoints: percent === null ? null : basisPointsOf(percent) } });
}

/** The rate in force now, as a percent: the seller's own (or null when they take the shop's), and the one that applies. */
export async function commissionNow(sellerId: string): Promise<{ own: number | null; percent: number }> {
  const rows = await ratesOf(sellerId);
  const now = new Date();
  const own = rows.filter((row) => row.sellerId === sellerId).at(-1)?.basisPoints ?? null;
  return { own: own === null ? null : own / 100, percent: rateAt(rows, sellerId, now) / 100 };
}
