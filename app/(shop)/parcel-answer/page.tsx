import type { Metadata } from "next";
import { LinkPage, tokenParam } from "@/components/account/LinkPage";
import { WhereItStands } from "@/components/orders/WhereItStands";
import { ParcelAnswerPanel } from "@/components/delivery/ParcelAnswerPanel";
import { parcelLinkView } from "@/lib/delivery/attempts";

// The token is in the address: no referrer carries it to another page or site.
export const metadata: Metadata = { title: "Your parcel", robots: { index: false }, referrer: "no-referrer" };

/** The link of a failed delivery attempt's mail (lib/delivery/attempt-mail.ts): take the parcel or send it back, without logging in. */
export default async function ParcelAnswerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = tokenParam((await searchParams).token);
  const view = token ? await parcelLinkView(token) : null;
  return (
    <LinkPage title="Your parcel" token={view ? token : null} dead={token !== null && !view} missing={<WhereItStands what="parcel" />}>
      {(linkToken) => (
        <div className="space-y-4 text-sm">
          <p>
            Order <span className="font-mono font-semibold">{view!.number}</span>: {view!.carrier} could not deliver your parcel (AWB{" "}
            <span className="font-mono">{view!.awb}</span>){view!.reason ? `: ${view!.reason}` : "."}
          </p>
          {view!.open ? (
            <>
              <p>Will you take it? The courier then tries again. If you no longer want it, it goes back to the seller and nothing is charged for its items.</p>
              <ParcelAnswerPanel token={linkToken} given={view!.given ?? undefined} />
            </>
          ) : (
            <p className="text-stone-700">The parcel is no longer with the courier: see where it stands in My orders.</p>
          )}
        </div>
      )}
    </LinkPage>
  );
}
