import type { ComponentProps } from "react";
import { describedBy, FieldFrame } from "./FieldFrame";

type TextAreaFieldProps = ComponentProps<"textarea"> & { label: string; name: string; error?: string; hint?: string };

/** A labelled multi-line input with its error message (addresses, descriptions). */
export function TextAreaField({ label, name, error, hint, id, className, ...props }: TextAreaFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={inputId}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className="rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink aria-[invalid]:border-red-600"
        {...props}
      />
    </FieldFrame>
  );
}
