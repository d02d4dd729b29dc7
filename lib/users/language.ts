import { prisma } from "../db.ts";
import type { Lang } from "../i18n/langs.ts";

/**
 * The language switch pressed while logged in (app/language/[lang]/route.ts): the shop speaks
 * to them in it from now on, in the mail of the orders they place and what follows (issue 46).
 */
export async function rememberLanguage(userId: string, language: Lang): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId, language: { not: language } }, data: { language } });
}
