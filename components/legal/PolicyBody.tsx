import { policyBlocks } from "@/lib/legal/policy-markup";

/** A policy's text as headings, lists and paragraphs (lib/legal/policy-markup.ts); React escapes every character of it. */
export function PolicyBody({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-stone-800">
      {policyBlocks(text).map((block, index) => {
        if (block.kind === "heading")
          return (
            <h2 key={index} className="pt-2 text-lg font-bold text-ink">
              {block.text}
            </h2>
          );
        if (block.kind === "list")
          return (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item, at) => (
                <li key={at}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
