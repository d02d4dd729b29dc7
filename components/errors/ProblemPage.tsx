import type { ReactNode } from "react";

interface ProblemPageProps {
  /** A large code above the heading, e.g. 404. */
  badge?: string;
  title: string;
  text: string;
  /** "Reference: {digest}", the error's digest, to match the server's log. */
  reference?: string;
  /** The ways on: buttons and links. */
  children: ReactNode;
}

/**
 * What every error and not-found page of the shop and the seller console draws, inside
 * whichever frame the route keeps around it (docs/product.md, Errors and missing pages).
 */
export function ProblemPage({ badge, title, text, reference, children }: ProblemPageProps) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {badge && <p className="text-6xl font-extrabold text-brand">{badge}</p>}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-stone-600">{text}</p>
      {reference && <p className="text-xs text-stone-500">{reference}</p>}
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </main>
  );
}
