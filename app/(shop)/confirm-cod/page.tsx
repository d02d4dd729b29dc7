import type { Metadata } from "next";
import { LinkPage, tokenParam } from "@/components/account/LinkPage";
import { WhereItStands } from "@/components/orders/WhereItStands";
import { CodConfirmPanel } from "@/components/orders/CodConfirmPanel";
import { codLinkView } from "@/lib/orders/cod-confirmation";
import { deadlineText } from "@/lib/orders/cod-deadline";

// The token is in the address: no referrer carries it to another page or site.
export const metadata: Metadata = { title: "Confirm your order", robots: { index: false }, referrer: "no-referrer" };

const ENDED: Record<"confirmed" | "cancelled" | "expired", string> = {
  confirmed: "is confirmed: the seller will send it.",
  cancelled: "is cancelled.",
  expired: "was not confirmed in time, so it is cancelled and nothing will be sent.",
};

/** The placed mail's link (lib/orders/cod-mail.ts): confirm or cancel a cash-on-delivery order without logging in. */
export default async function ConfirmCodPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = tokenParam((await searchParams).token);
  const view = token ? await codLinkView(token) : null;
  return (
    <LinkPage title="Confirm your order" token={view ? token : null} dead={token !== null && !view} missing={<WhereItStands what="order" />}>
      {(linkToken) =>
        view!.status === "pending" && new Date(view!.by) > new Date() ? (
          <div className="space-y-4">
            <p className="text-sm">
              Order <span className="font-mono font-semibold">{view!.number}</span>, cash on delivery.
            </p>
            <CodConfirmPanel token={linkToken} by={view!.by} />
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            Order <span className="font-mono font-semibold">{view!.number}</span>{" "}
            {view!.status === "pending" ? `was to be confirmed by ${deadlineText(view!.by)}; ${ENDED.expired}` : ENDED[view!.status]}
          </p>
        )
      }
    </LinkPage>
  );
}
