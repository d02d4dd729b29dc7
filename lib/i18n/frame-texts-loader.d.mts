/** Turbopack's loader context, as far as the loader reads it. */
interface LoaderContext {
  getOptions(): { namespaces: readonly string[] };
}

export default function frameTextsLoader(this: LoaderContext, source: string): string;
