import Link from "next/link";
import type { ReactNode } from "react";
import { shopPath } from "@/lib/i18n/hindi-pages";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

/** The frame of a page a mailed link opens, in the page's language: its title, and its form, or what to do when the link has no token. */
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
  const lang = pageLang();
  const t = textsIn(lang, "linkPage");
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {token ? (
          children(token)
        ) : dead ? (
          <p className="text-sm text-stone-700">
            {t("expired")} {missing}
          </p>
        ) : (
          <p className="text-sm text-stone-700">
            {t("incomplete")} {missing}
          </p>
        )}
      </div>
      <p className="mt-6 text-sm">
        <Link href={shopPath(lang, "/")} className="font-semibold text-brand hover:underline">
          {t("goToShop")}
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
