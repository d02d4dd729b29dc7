import type { ReactNode } from "react";

export type BannerTone = "info" | "success" | "error";

const tones: Record<BannerTone, string> = {
  info: "border-sky-300 bg-sky-50 text-sky-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
  /** Shows a close button when given (the spec's closable success banner). */
  onClose?: () => void;
  className?: string;
}

/** A message strip. Errors are announced at once (role=alert), the rest politely (role=status). */
export function Banner({ tone = "info", children, onClose, className = "" }: BannerProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-tone={tone}
      className={`flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm font-medium ${tones[tone]} ${className}`}
    >
      <div>{children}</div>
      {onClose && (
        <button type="button" onClick={onClose} aria-label="Close" className="-my-1 rounded px-2 text-lg leading-none hover:bg-black/5">
          ×
        </button>
      )}
    </div>
  );
}
