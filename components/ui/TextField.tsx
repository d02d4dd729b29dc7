import type { ComponentProps } from "react";
import { describedBy, FieldFrame } from "./FieldFrame";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  name: string;
  /** A message under the field; also marks the input invalid for assistive technology. */
  error?: string;
  hint?: string;
};

/** A labelled input with its error message, for every form of the shop. */
export function TextField({ label, name, error, hint, id, className, ...props }: TextFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-400 aria-[invalid]:border-red-600"
        {...props}
      />
    </FieldFrame>
  );
}
