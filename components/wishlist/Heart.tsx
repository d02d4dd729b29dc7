/**
 * The wishlist heart of a listing card and of the product page. The server draws it unpressed,
 * as every page is drawn logged out (so it can be cached); WishHearts, loaded after the page,
 * presses the hearts of what the shopper keeps and makes them add and remove. `sized` (the
 * product page) keeps the size chosen on the page, if any; a card's heart keeps any size.
 */
export function Heart({ productId, label, sized = false, className = "" }: { productId: string; label: string; sized?: boolean; className?: string }) {
  return (
    <button type="button" data-wish={productId} data-sized={sized || undefined} aria-pressed="false" aria-label={label} className={`wish-heart ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20.5s-7.6-4.6-9.5-9.4C1 7.4 3.3 4 6.8 4c2.2 0 3.9 1.2 5.2 3 1.3-1.8 3-3 5.2-3 3.5 0 5.8 3.4 4.3 7.1-1.9 4.8-9.5 9.4-9.5 9.4z" />
      </svg>
    </button>
  );
}
