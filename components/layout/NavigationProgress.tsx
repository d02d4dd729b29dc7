"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";

const START_EVENT = "vastra:navigation-start";

/** For navigations started from code (router.push), which no link click announces. */
export function announceNavigation(): void {
  window.dispatchEvent(new Event(START_EVENT));
}

/** Whether a click follows a link to another page of the shop (not a new tab, a download, another site or a part of this page). */
function isNavigation(event: MouseEvent): boolean {
  const anchor = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
  if (
    !anchor ||
    event.button ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target && anchor.target !== "_self") ||
    anchor.download
  )
    return false;
  const { origin, pathname, search } = window.location;
  return anchor.origin === origin && (anchor.pathname !== pathname || anchor.search !== search);
}

function Bar() {
  const address = `${usePathname()}?${useSearchParams()}`;
  const [phase, setPhase] = useState<"loading" | "done" | null>(null);
  // The new page is there once the address has changed: the bar fills and fades.
  const [seen, setSeen] = useState(address);
  if (seen !== address) {
    setSeen(address);
    setPhase(phase && "done");
  }

  useEffect(() => {
    const start = () => setPhase("loading");
    const onClick = (event: MouseEvent) => void (isNavigation(event) && start());
    document.addEventListener("click", onClick);
    window.addEventListener(START_EVENT, start);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener(START_EVENT, start);
    };
  }, []);

  // Gone 300 ms after it filled; and given up after 20 s (a navigation that failed outright), so it never stays.
  useEffect(() => {
    if (!phase) return;
    const timer = setTimeout(() => setPhase(null), phase === "done" ? 300 : 20_000);
    return () => clearTimeout(timer);
  }, [phase]);

  return phase && <div role="progressbar" aria-label="Loading the page" className={`navigation-progress ${phase}`} />;
}

/**
 * A thin bar along the top of the screen while the next page is on its way: a tapped card or
 * link (or a search sent) shows it at once, however slow the connection, and it fills and
 * fades when the new address is in place. It reads the address's query too, so it sits in
 * its own Suspense boundary and never keeps a cached page from being rendered whole.
 */
export function NavigationProgress() {
  return (
    <Suspense>
      <Bar />
    </Suspense>
  );
}
