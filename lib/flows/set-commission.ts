import { setCommission } from "../seller/commission.ts";

// The owner sets a seller's own commission from now on, or gives them the shop's default again
// (PUT /api/seller/{id}/commission); deliveries before keep theirs (lib/seller/commission.ts).

export const setSellersCommission = (sellerId: string, percent: number | null) => setCommission(sellerId, percent);
