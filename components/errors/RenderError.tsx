"use client";

import { useEffect } from "react";
import { Button, ButtonLink } from "@/components/ui/Button";
import { useText } from "@/components/i18n/ClientTexts";
import { ProblemPage } from "./ProblemPage";

interface RenderErrorProps {
  /** What Next hands an error.tsx: the thrown value (an Error with a digest when it came from the server). */
  error: unknown;
  /** Fetches and renders the failed part again. */
  retry: () => void;
  text: string;
  /** Where to go instead: the start of the part of the site the error happened in. */
  way: { href: string; label: string };
}

/** A page that failed to render: say so plainly, offer a retry and a way on. */
export function RenderError({ error, retry, text, way }: RenderErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const t = useText("errors");
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;

  return (
    <ProblemPage title={t("somethingWrong")} text={text} reference={digest && t("reference", { digest })}>
      <Button onClick={retry}>{t("tryAgain")}</Button>
      <ButtonLink href={way.href} variant="secondary">
        {way.label}
      </ButtonLink>
    </ProblemPage>
  );
}
