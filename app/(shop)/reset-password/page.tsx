import type { Metadata } from "next";
import Link from "next/link";
import { LinkPage, tokenParam } from "@/components/account/LinkPage";
import { ResetPasswordForm } from "@/components/account/ResetPasswordForm";
import { resetLinkWorks } from "@/lib/auth/password-reset";

// The token is in the address: no referrer carries it to another page or site (OWASP, Forgot Password).
export const metadata: Metadata = { title: "Choose a new password", robots: { index: false }, referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = tokenParam((await searchParams).token);
  const dead = token !== null && !(await resetLinkWorks(token));
  return (
    <LinkPage
      title="Choose a new password"
      token={dead ? null : token}
      dead={dead}
      missing={
        <Link href="/forgot-password" className="font-semibold text-brand underline">
          Ask for a new link
        </Link>
      }
    >
      {(linkToken) => <ResetPasswordForm token={linkToken} />}
    </LinkPage>
  );
}
