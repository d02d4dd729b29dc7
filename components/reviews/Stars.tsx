/** Five stars, filled to the rating (to the nearest half), with the rating said in words for screen readers: `label`, in the page's language (the reviews' `stars`). */
export function Stars({ rating, label, className = "" }: { rating: number; label: string; className?: string }) {
  const percent = Math.round(rating * 2) * 10;
  return (
    <span role="img" aria-label={label} className={`relative inline-block leading-none tracking-tight ${className}`}>
      <span aria-hidden="true" className="text-stone-300">
        ★★★★★
      </span>
      <span aria-hidden="true" className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-500" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
