import { prisma, type Prisma } from "../db.ts";
import type { Product } from "../generated/prisma/client.ts";

// My products, a page at a time: a seller with hundreds of products is not sent them all,
// and finds one by searching. (GET /api/product/myproducts/{adminId} still lists them all,
// as the spec's clients expect.)

export const MY_PRODUCTS_PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 10_000;

export interface MyProductsQuery {
  /** Search text, trimmed; "" for none. */
  q: string;
  page: number;
}

/** The page's query (?q=, ?page=) as the address gives it, made safe: a bad page is page 1, a long text is cut. */
export function myProductsQuery(params: { q?: string | string[]; page?: string | string[] }): MyProductsQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
  const page = Number(first(params.page));
  return {
    q: first(params.q).trim().slice(0, MAX_QUERY_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

export interface MyProductsPage {
  products: Product[];
  /** The products the search matches (all of them without one). */
  matching: number;
  /** All the seller's products. */
  total: number;
  pageCount: number;
}

/** Matches a word of the title or description, the colour, or a category, whatever the case. */
function searchWhere(q: string): Prisma.ProductWhereInput {
  return {
    OR: [
      { title: { contains: q, mode: "insensitive" } },
      { description: { contains: q, mode: "insensitive" } },
      { color: { equals: q, mode: "insensitive" } },
      { categories: { has: q.toLowerCase() } },
    ],
  };
}

/** One page of the seller's products, newest first, with the counts the page shows. */
export async function myProductsPage(sellerId: string, { q, page }: MyProductsQuery): Promise<MyProductsPage> {
  const where: Prisma.ProductWhereInput = q ? { sellerId, ...searchWhere(q) } : { sellerId };
  const [products, matching, total] = await Promise.all([
    prisma.product.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * MY_PRODUCTS_PAGE_SIZE,
      take: MY_PRODUCTS_PAGE_SIZE,
    }),
    prisma.product.count({ where }),
    q ? prisma.product.count({ where: { sellerId } }) : null,
  ]);
  return { products, matching, total: total ?? matching, pageCount: Math.ceil(matching / MY_PRODUCTS_PAGE_SIZE) };
}
