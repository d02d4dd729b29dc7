"use client";

import { useText } from "@/components/i18n/ClientTexts";

/** The words a Hindi page says under an account form's field the API refused (useReworded), by the field's name. */
export function useAccountFieldWords(): Record<string, string> {
  const account = useText("account");
  const t = useText("accountForms");
  return {
    firstName: account("fieldFirstName"),
    lastName: account("fieldLastName"),
    username: account("fieldUsername"),
    email: account("fieldEmail"),
    mobile: account("fieldMobile"),
    code: t("fieldCode"),
    currentPassword: t("fieldCurrentPassword"),
    password: t("fieldPassword"),
    newPassword: t("fieldNewPassword"),
  };
}
