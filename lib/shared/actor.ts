// Who changes an order's lines, a type of the shared ground: the paths that move lines
// (lib/orders/status.ts) and those that settle their money (lib/flows/refunds.ts) both take it.

/**
 * Who changes the lines: a seller changes only their own, a shopper only those of their own
 * orders, the shop itself (an order not paid in time) cancels lines still Ordered.
 */
export type Actor = { role: "seller" | "shopper"; userId: string } | { role: "system"; userId: null };
