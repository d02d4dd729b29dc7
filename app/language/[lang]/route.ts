import { getSessionUser } from "@/lib/auth/session";
import { preflight } from "@/lib/http";
import { isLang, LANG_COOKIE } from "@/lib/i18n/langs";
import { LANG_COOKIE_MAX_AGE, switchedPath } from "@/lib/i18n/switch";
import { rememberLanguage } from "@/lib/users/language";

// The language switch (English / हिन्दी, in every page's footer): a plain link to here, so it
// costs the pages no script and works without one. It remembers the choice in a cookie, which
// only proxy.ts reads on the way in (lib/i18n/langs.ts), and sends the shopper to the page
// they were on, in that language (lib/i18n/switch.ts). Logged in, the account keeps it too:
// the shop's mail to them follows it (lib/users/language.ts).
export const dynamic = "force-dynamic";

export async function GET(request: Request, context: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await context.params;
  if (!isLang(lang)) return new Response("Not Found", { status: 404 });
  const user = await getSessionUser();
  if (user) await rememberLanguage(user.id, lang);
  const target = switchedPath(lang, request.headers.get("referer"), request.headers.get("host"));
  // A relative Location: the browser stays on the origin it came from (behind a proxy the
  // server's own idea of its address may differ, and local storage, which holds the login, is per origin).
  return new Response(null, {
    status: 303,
    headers: {
      Location: target,
      "Set-Cookie": `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`,
      "Cache-Control": "no-store",
    },
  });
}

export const OPTIONS = preflight;
