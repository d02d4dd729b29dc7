import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, route } from "@/lib/http";
import { pdfResponse, type Reader } from "@/lib/invoices/read";
import { idSchema } from "@/lib/validation/common";

// The routes of a tax document (invoice, credit note, delivery challan): its JSON and its PDF,
// for the readers lib/invoices/read.ts allows (404 for anyone else).

type Read<D> = (reader: Reader, id: string) => Promise<{ id: string; document: D }>;

/** GET …/{id}: the document as the API's JSON. */
export function documentJson<D>(read: Read<D>, toJson: (id: string, document: D) => unknown) {
  return route<{ id: string }>(async (request, { id }) => {
    const caller = await requireCaller(request);
    const { document } = await read(caller, parseInput(idSchema, id, "id"));
    return json(toJson(id, document));
  });
}

/** GET …/{id}/pdf: the document as an A4 PDF, named by its number. */
export function documentPdf<D extends { number: string }>(read: Read<D>, render: (document: D) => Promise<Buffer>) {
  return route<{ id: string }>(async (request, { id }) => {
    const caller = await requireCaller(request);
    const { document } = await read(caller, parseInput(idSchema, id, "id"));
    return pdfResponse(await render(document), document.number);
  });
}

/** What a document route answers to any method but GET. */
export const notGet = methodNotAllowed("GET");
