import { z } from "zod";
import { cartAddSchema, cartDeleteSchema, cartUpdateSchema } from "./cart.ts";
import { imageDeleteSchema, imageUploadSchema } from "./images.ts";
import { orderCancelSchema, orderInputSchema, orderListQuerySchema, orderStatusSchema } from "./orders.ts";
import { productInputSchema, productQuerySchema, productUpdateSchema } from "./products.ts";
import {
  cartJsonSchema,
  deletedJsonSchema,
  healthJsonSchema,
  loginJsonSchema,
  okJsonSchema,
  orderJsonSchema,
  productJsonSchema,
  profileJsonSchema,
  registeredJsonSchema,
  sellerOrderLineJsonSchema,
  uploadedJsonSchema,
} from "./responses.ts";
import { loginSchema, profileSchema, registerSchema } from "./users.ts";

/** Who may make a call (docs/api.md). */
export type Caller = "anyone" | "that user" | "that seller" | "a seller" | "its seller" | "its uploader" | "the line's seller" | "the shopper who placed it";

export interface ApiCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** OpenAPI path template. */
  path: string;
  summary: string;
  caller: Caller;
  body?: z.ZodType;
  /** The body may be left out altogether. */
  bodyOptional?: true;
  query?: z.ZodObject;
  status: number;
  response: z.ZodType;
  /** What a 429 (with Retry-After) means for this call, when it is rate-limited (docs/api.md). */
  limited?: string;
  /** When the call answers 409, and with which codes. */
  conflict?: string;
}

const SELLER_WRITES = "More than 60 writes by this seller in a minute";
const OVER_STOCK = "`out_of_stock`: the line would hold more than its size has left; the message says how many";

/** The /api contract, one entry a call; /api/openapi.json is generated from this table. */
export const API_CALLS: ApiCall[] = [
  { method: "POST", path: "/api/auth/register", summary: "Sign up; admin: true makes a seller account", caller: "anyone", body: registerSchema, status: 201, response: registeredJsonSchema, limited: "More than 20 sign-ups from this address in 15 minutes" },
  { method: "POST", path: "/api/auth/login", summary: "Log in: the token, also set as the HttpOnly session cookie", caller: "anyone", body: loginSchema, status: 200, response: loginJsonSchema, limited: "Too many failed sign-ins from this address, for this username or in all" },
  { method: "POST", path: "/api/auth/logout", summary: "Revoke all of the caller's tokens and clear the cookie", caller: "anyone", status: 200, response: okJsonSchema },
  { method: "GET", path: "/api/user/{userId}", summary: "The caller's profile", caller: "that user", status: 200, response: profileJsonSchema },
  { method: "PUT", path: "/api/user/{userId}", summary: "Change the caller's names, username or email", caller: "that user", body: profileSchema, status: 200, response: profileJsonSchema },
  { method: "GET", path: "/api/product", summary: "Products, newest first (or by `sort`; relevance with `q`); also the chained form ?category=a/?size=b/?color=c", caller: "anyone", query: productQuerySchema, status: 200, response: z.array(productJsonSchema) },
  { method: "GET", path: "/api/product/{id}", summary: "One product", caller: "anyone", status: 200, response: productJsonSchema },
  { method: "POST", path: "/api/product/add/{userId}", summary: "Add a product", caller: "that seller", body: productInputSchema, status: 201, response: productJsonSchema, limited: SELLER_WRITES },
  { method: "GET", path: "/api/product/myproducts/{adminId}", summary: "The seller's own products", caller: "that seller", status: 200, response: z.array(productJsonSchema) },
  { method: "PUT", path: "/api/product/{id}", summary: "Change a product; no image keeps the current one", caller: "its seller", body: productUpdateSchema, status: 200, response: productJsonSchema, limited: SELLER_WRITES },
  { method: "DELETE", path: "/api/product/{id}", summary: "Delete a product (orders keep their snapshot)", caller: "its seller", status: 200, response: deletedJsonSchema, limited: SELLER_WRITES },
  { method: "POST", path: "/api/image/upload", summary: "Upload an image (JPEG, PNG, WebP, AVIF; at most 5 MB)", caller: "a seller", body: imageUploadSchema, status: 201, response: uploadedJsonSchema, limited: SELLER_WRITES },
  { method: "POST", path: "/api/image/delete", summary: "Delete an uploaded image no product or order shows", caller: "its uploader", body: imageDeleteSchema, status: 200, response: deletedJsonSchema, limited: SELLER_WRITES },
  { method: "GET", path: "/api/cart/{userId}", summary: "The cart", caller: "that user", status: 200, response: cartJsonSchema },
  { method: "POST", path: "/api/cart/add/{userId}", summary: "Add a product to the cart", caller: "that user", body: cartAddSchema, status: 200, response: cartJsonSchema, conflict: OVER_STOCK },
  { method: "PUT", path: "/api/cart/{userId}", summary: "Set a line's quantity by index (≤ 0 removes it)", caller: "that user", body: cartUpdateSchema, status: 200, response: cartJsonSchema, conflict: OVER_STOCK },
  { method: "POST", path: "/api/cart/delete/{userId}", summary: "Remove a line by index or _id", caller: "that user", body: cartDeleteSchema, status: 200, response: cartJsonSchema },
  { method: "DELETE", path: "/api/cart/clear/{userId}", summary: "Empty the cart", caller: "that user", status: 200, response: cartJsonSchema },
  { method: "POST", path: "/api/order/add/{userId}", summary: "Order the whole cart; total and items are checked against the server's own computation (409 when they differ); len is not (the line count is the server's own)", caller: "that user", body: orderInputSchema, status: 201, response: orderJsonSchema, conflict: "`conflict`: the cart or a price changed since the client looked; `out_of_stock`: some line wants more than its size has left, nothing is ordered and `fields` names each short line (`items.{index}`) with what is left" },
  { method: "GET", path: "/api/order/admin/{userId}", summary: "The seller's order lines, newest first", caller: "that seller", status: 200, response: z.array(sellerOrderLineJsonSchema) },
  { method: "GET", path: "/api/order/{userId}", summary: "The caller's orders, newest first (limit default 20, at most 100; offset); X-Total-Count header: all of them", caller: "that user", query: orderListQuerySchema, status: 200, response: z.array(orderJsonSchema) },
  { method: "GET", path: "/api/order/view/{orderId}", summary: "One order; anyone's but the caller's own is 404", caller: "the shopper who placed it", status: 200, response: orderJsonSchema },
  { method: "PUT", path: "/api/order/cancel/{orderId}", summary: "Cancel the order's lines still Ordered (or only lineIds); 409 when none can be", caller: "the shopper who placed it", body: orderCancelSchema, bodyOptional: true, status: 200, response: orderJsonSchema },
  { method: "PUT", path: "/api/order/update/status/{orderId}", summary: "Move an order line: Ordered → Accepted | Cancelled, Accepted → Delivered", caller: "the line's seller", body: orderStatusSchema, status: 200, response: sellerOrderLineJsonSchema },
  { method: "GET", path: "/api/health", summary: "For load balancers: whether the database and the cache answer (503 when the database does not); never cached", caller: "anyone", status: 200, response: healthJsonSchema },
];

