import Link from "next/link";
import type { ReactNode } from "react";

/** The frame of a page a mailed link opens: its title, and its form, or what to do when the link has no token. */
export function LinkPage({
  title,
  token,
  missing,
  dead = false,
  children,
}: {
  title: string;
  token: string | null;
  missing: ReactNode;
  /** The link was used already or has expired: said so, instead of a form that could only be refused. */
  dead?: boolean;
  children: (token: string) => ReactNode;
}) {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {token ? (
          children(token)
        ) : dead ? (
          <p className="text-sm text-stone-700">This link has expired or was already used: each link works once, for a limited time. {missing}</p>
        ) : (
          <p className="text-sm text-stone-700">This link is not complete: open it from the mail again, or copy all of it into the address bar. {missing}</p>
        )}
      </div>
      <p className="mt-6 text-sm">
        <Link href="/" className="font-semibold text-brand hover:underline">
          Go to the shop
        </Link>
      </p>
    </main>
  );
}

/** The `token` query parameter of a link's page, when there is one. */
export function tokenParam(value: string | string[] | undefined): string | null {
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || null;
}
