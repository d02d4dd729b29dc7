import { revalidateTag, unstable_cache } from "next/cache";
import { expireSharedTags } from "../cache/shared-cache.mjs";
import { prisma } from "../db.ts";
import { cachedShop, readShop, SHOP_TAG } from "../shop/profile.ts";
import type { Lang } from "../i18n/langs.ts";
import { defaultPolicyText, POLICY_TITLES, type PolicySlug, type ShopFacts } from "./policy-defaults.ts";
import { hindiPolicyText } from "./policy-defaults-hi.ts";
import { shopFacts } from "./shop-facts.ts";

// The shop's policy pages (/policies/{slug}): the owner's own text when they wrote one in the
// console, else the default written from the shop's profile (lib/legal/policy-defaults.ts),
// in the page's language (the Hindi default: lib/legal/policy-defaults-hi.ts). The owner's own
// text is the same in every language: it is shown as written.
// Pages read through Next's data cache; the owner's edits and the shop profile's expire it.

/** Next's data-cache tag of the owner's policy texts: PUT /api/policies/{slug} expires it. */
export const POLICIES_TAG = "policies";

export interface PolicyJson {
  slug: PolicySlug;
  title: string;
  text: string;
  /** The owner's own text; false: the default. */
  own: boolean;
}

const DEFAULT_TEXT: Record<Lang, (slug: PolicySlug, facts: ShopFacts) => string> = { en: defaultPolicyText, hi: hindiPolicyText };

/** The text a policy page shows, given the shop's facts in the page's language. */
export async function policyText(slug: PolicySlug, facts: ShopFacts, lang: Lang = "en"): Promise<{ text: string; own: boolean }> {
  const own = await prisma.policy.findUnique({ where: { slug }, select: { body: true } });
  return own ? { text: own.body, own: true } : { text: DEFAULT_TEXT[lang](slug, facts), own: false };
}

/** A policy as it stands now (the console and the owner's calls). */
export async function readPolicy(slug: PolicySlug): Promise<PolicyJson> {
  return { slug, title: POLICY_TITLES[slug], ...(await policyText(slug, shopFacts(await readShop()))) };
}

/** A policy for its public page (and GET /api/policies/{slug}, in English), through the data cache: one entry per language. */
export const cachedPolicy = unstable_cache(
  async (slug: PolicySlug, lang: Lang = "en"): Promise<PolicyJson> => ({
    slug,
    title: POLICY_TITLES[slug],
    ...(await policyText(slug, shopFacts(await cachedShop(), lang), lang)),
  }),
  ["policy"],
  { tags: [POLICIES_TAG, SHOP_TAG] },
);

/** The owner's text for a policy; null goes back to the default. */
export async function savePolicy(slug: PolicySlug, body: string | null): Promise<void> {
  if (body === null) await prisma.policy.deleteMany({ where: { slug } });
  else await prisma.policy.upsert({ where: { slug }, create: { slug, body }, update: { body } });
}

/** After the owner saved a policy: its page shows the new text at the next request, in every process. */
export async function revalidatePolicies(): Promise<void> {
  revalidateTag(POLICIES_TAG, { expire: 0 });
  await expireSharedTags([POLICIES_TAG]);
}
