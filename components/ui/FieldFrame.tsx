import type { ReactNode } from "react";

interface FieldFrameProps {
  inputId: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** The ids a field's control points at with aria-describedby: its error, else its hint. */
export function describedBy(inputId: string, error?: string, hint?: string): string | undefined {
  return error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
}

/** A label above a form control and its error (or hint) below: what every field of the shop shares. */
export function FieldFrame({ inputId, label, error, hint, className = "", children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
