import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import type { Language } from "../generated/prisma/client.ts";
import type { Lang } from "../i18n/langs.ts";

/**
 * The language switch pressed while logged in (app/language/[lang]/route.ts): the shop speaks
 * to them in it from now on, in the mail of the orders they place and what follows (issue 46).
 */
export async function rememberLanguage(userId: string, language: Lang): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId, language: { not: language } }, data: { language } });
}

/** The language the shop speaks to the user in. */
export async function languageOf(tx: Tx, userId: string): Promise<Language> {
  return (await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { language: true } })).language;
}
