"use client";

import { useEffect, type RefObject } from "react";

/**
 * After a refusal, the form's first field marked invalid takes the focus, which also brings it
 * into view: on a phone the message under a field far up the form was out of sight, and a
 * screen reader user heard only the banner. A group of radio buttons, which cannot be marked
 * invalid itself, is marked on its fieldset (`data-invalid`): its first button takes the focus.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, refusal: unknown): void {
  useEffect(() => {
    if (refusal) form.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-invalid] input")?.focus();
  }, [form, refusal]);
}
