"use client";

import { PROMPT_MS } from "@/components/ui/useTimedMessage";
import { api } from "@/lib/stores/api";
import { useLogin } from "@/lib/stores/login";

// The workings of every wishlist heart (components/wishlist/Heart.tsx), fetched after the page
// has loaded and only on pages that show one (LoginSync wakes it): plain DOM, one listener for
// the whole page, so the hearts cost the pages' first load nothing (docs/performance.md).
// A heart is pressed while its product is on the wishlist in any size; pressing adds it (in the
// size chosen on the product page, else any size) or takes it off in every size.

let wished = new Set<string>();
let started = false;

/** Presses the hearts of the wishlist's products, and marks each heart as working (`data-ready`): a press before then did nothing. */
function pressHearts(): void {
  for (const heart of document.querySelectorAll<HTMLElement>("[data-wish]")) {
    heart.setAttribute("aria-pressed", String(wished.has(heart.dataset.wish!)));
    heart.dataset.ready = "";
  }
}

async function readWishlist(): Promise<void> {
  const { userId } = useLogin.getState();
  const entries = userId ? await api<{ productId: { id: string } }[]>(`/api/wishlist/${userId}`).catch(() => []) : [];
  wished = new Set(entries.map((entry) => entry.productId.id));
  pressHearts();
}

/** Logged out, a heart asks to log in as Add to cart does: the spec's prompt for 3 s, with a link that comes back here. */
function askToLogIn(): void {
  document.getElementById("wish-login")?.remove();
  const prompt = document.createElement("div");
  prompt.id = "wish-login";
  prompt.setAttribute("role", "status");
  prompt.className =
    "fixed inset-x-4 bottom-24 z-40 mx-auto max-w-sm rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-900 shadow-lg";
  const link = document.createElement("a");
  link.href = `/login?next=${encodeURIComponent(window.location.pathname)}`;
  link.className = "whitespace-nowrap font-semibold underline underline-offset-2";
  link.textContent = "Log in";
  prompt.append("Please Login to Continue. ", link);
  document.body.append(prompt);
  setTimeout(() => prompt.remove(), PROMPT_MS);
}

async function press(heart: HTMLElement): Promise<void> {
  const { userId, loaded } = useLogin.getState();
  if (!loaded) return;
  if (!userId) return askToLogIn();
  const productId = heart.dataset.wish!;
  heart.setAttribute("aria-busy", "true");
  try {
    if (wished.has(productId)) {
      await api(`/api/wishlist/${userId}/${productId}`, { method: "DELETE" });
      wished.delete(productId);
    } else {
      const size = heart.dataset.sized === undefined ? undefined : document.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value;
      await api(`/api/wishlist/${userId}`, { method: "POST", body: { productId, ...(size && { size }) } });
      wished.add(productId);
    }
    pressHearts();
  } catch {
    // The heart stays as it was, which says the change did not happen.
  } finally {
    heart.removeAttribute("aria-busy");
  }
}

/** Called on each page that shows hearts: presses those of the wishlist, and from the first call on answers their clicks and follows the login. */
export function wakeHearts(): void {
  if (!started) {
    started = true;
    document.addEventListener("click", (event) => {
      const heart = (event.target as Element).closest<HTMLElement>("[data-wish]");
      if (heart) void press(heart);
    });
    useLogin.subscribe((state, before) => {
      if (state.userId !== before.userId) void readWishlist();
    });
  }
  void readWishlist();
}
