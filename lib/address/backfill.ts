import { prisma } from "../db.ts";
import { lookUpPin } from "../places/pincodes.ts";

/**
 * Orders placed before delivery addresses had a city and state get both from their PIN
 * (the city as the PIN's district), as a new order without them would. SQL cannot read the
 * PIN data set, so this runs after the migrations, at every start (lib/startup/prepare.ts). It
 * touches only orders still without a state code, so running it again changes nothing; an
 * order whose PIN is not in the data set keeps its address as it was placed. Returns how
 * many orders it filled.
 */
export async function backfillOrderAddresses(): Promise<number> {
  const pins = await prisma.order.findMany({ where: { stateCode: null }, distinct: ["pin"], select: { pin: true } });
  let filled = 0;
  for (const { pin } of pins) {
    const place = await lookUpPin(pin);
    if (!place) continue;
    const { count } = await prisma.order.updateMany({
      where: { pin, stateCode: null },
      data: { city: place.district, state: place.state, stateCode: place.stateCode },
    });
    filled += count;
  }
  return filled;
}
