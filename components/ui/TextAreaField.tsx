import type { ComponentProps } from "react";

type TextAreaFieldProps = ComponentProps<"textarea"> & { label: string; name: string; error?: string };

/** A labelled multi-line input with its error message (addresses, descriptions). */
export function TextAreaField({ label, name, error, id, className = "", ...props }: TextAreaFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <textarea
        id={inputId}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink aria-[invalid]:border-red-600"
        {...props}
      />
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
