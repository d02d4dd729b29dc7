import crypto from "node:crypto";
import sharp from "sharp";
import { createProduct } from "@/lib/catalog/manage";
import { registerUser } from "@/lib/users/register";
import { registerSchema } from "@/lib/validation/users";
import { productInputSchema } from "@/lib/validation/products";

// Real rows through the real lib functions; nothing here fakes our own code.

export const PASSWORD = "correct horse battery";

export async function pngDataUrl(color = "#c0392b"): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: color } }).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

export async function newUser(options: { admin?: boolean; prefix?: string } = {}) {
  const tag = `${options.prefix ?? (options.admin ? "seller" : "shopper")}_${crypto.randomBytes(4).toString("hex")}`;
  const input = registerSchema.parse({
    firstName: "Asha",
    lastName: "Rao",
    email: `${tag}@example.com`,
    username: tag,
    password: PASSWORD,
    admin: options.admin ?? false,
  });
  const { id } = await registerUser(input);
  return { id, username: input.username, email: input.email };
}

export async function newProduct(sellerId: string, fields: Record<string, unknown> = {}) {
  const input = productInputSchema.parse({
    title: "Linen shirt",
    description: "Breathable",
    price: 799.5,
    size: ["S", "M", "L"],
    color: "white",
    category: ["shirts", "men"],
    previewSource: await pngDataUrl(),
    ...fields,
  });
  return createProduct(sellerId, input);
}
