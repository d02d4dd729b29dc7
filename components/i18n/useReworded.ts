"use client";

import { ApiError, toApiError } from "@/lib/stores/api";
import { useLang } from "./ClientTexts";
import { useFailureText } from "./PageTexts";

/**
 * A refusal as a form of the page shows it: on an English page the API's own (the
 * specification's words); on a Hindi page its message worded by its code and each field's by
 * `fieldWords` (else the message), as the API answers in English for every client. Thrown on,
 * for the form's own handling: `api(...).catch(reword)`.
 */
export function useReworded(fieldWords: Partial<Record<string, string>> = {}): (failure: unknown) => never {
  const lang = useLang();
  const failureText = useFailureText();
  return (failure) => {
    const error = toApiError(failure);
    if (lang === "en") throw error;
    const message = failureText(error);
    throw new ApiError(error.status, error.code, message, Object.fromEntries(Object.keys(error.fields).map((field) => [field, fieldWords[field] ?? message])));
  };
}
