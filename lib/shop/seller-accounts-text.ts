import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import type { SellingModel } from "../shared/selling-model.ts";

// Apart from selling-model.ts, which the browser's modules import: these words are the server's.

/** What sign-up and the seller pages say a seller account is, under each model (lib/shared/selling-model.ts), in a language (the console's is English). */
export function sellerAccountsText(model: SellingModel, lang: Lang = "en"): string {
  return textsIn(lang, "buyPages")(model === "marketplace" ? "sellersMarketplace" : "sellersSingle");
}
