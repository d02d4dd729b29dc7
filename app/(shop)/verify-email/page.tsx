import type { Metadata } from "next";
import { LinkPage, tokenParam } from "@/components/account/LinkPage";
import { VerifyEmailButton } from "@/components/account/VerifyEmailButton";

// The token is in the address: no referrer carries it to another page or site.
export const metadata: Metadata = { title: "Confirm your e-mail address", robots: { index: false }, referrer: "no-referrer" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = tokenParam((await searchParams).token);
  return (
    <LinkPage title="Confirm your e-mail address" token={token} missing="Or log in and send a new link from your profile.">
      {(linkToken) => <VerifyEmailButton token={linkToken} />}
    </LinkPage>
  );
}
