/**
 * The wishlist heart of a listing card and of the product page. The server draws it unpressed,
 * as every page is drawn logged out (so it can be cached); WishHearts, loaded after the page,
 * presses the hearts of what the shopper keeps and makes them add and remove. `sized` (the
 * product page) keeps the size chosen on the page, if any; a card's heart keeps any size. The heart
 * itself is drawn by globals.css (.wish-heart::before), not an <svg> in each of a listing's cards.
 */
export function Heart({ productId, label, sized = false }: { productId: string; label: string; sized?: boolean }) {
  return <button type="button" data-wish={productId} data-sized={sized || undefined} aria-pressed="false" aria-label={label} className="wish-heart" />;
}
