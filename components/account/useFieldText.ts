"use client";

import { useLang, useText } from "@/components/i18n/ClientTexts";
import type { ApiError } from "@/lib/stores/api";

const FIELD_WORDS = {
  firstName: "fieldFirstName",
  lastName: "fieldLastName",
  username: "fieldUsername",
  email: "fieldEmail",
  password: "fieldPassword",
  mobile: "fieldMobile",
  code: "fieldCode",
} as const;

/**
 * A field's message under it: the API's own on an English page; on a Hindi page the page's
 * words for that field (the API answers in English for every client, its fields by name).
 */
export function useFieldText(): (error: ApiError | null, field: keyof typeof FIELD_WORDS) => string | undefined {
  const lang = useLang();
  const t = useText("account");
  return (error, field) => {
    const message = error?.field(field);
    return message && lang !== "en" ? t(FIELD_WORDS[field]) : message;
  };
}
