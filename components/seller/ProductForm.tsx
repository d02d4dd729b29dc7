"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { z } from "zod";
import type { ProductJson } from "@/lib/api-json/product";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { FieldFrame } from "@/components/ui/FieldFrame";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { useFocusFirstError } from "@/components/ui/useFocusFirstError";
import { toApiError } from "@/lib/stores/api";
import { productInputSchema, productUpdateSchema } from "@/lib/validation/products";
import { asSentence } from "@/lib/text/sentence";
import { defaultHsn } from "@/lib/tax/hsn";
import { CategoryHelp } from "./CategoryHelp";
import { PhotoManager } from "./PhotoManager";
import { sendWithProgress } from "./send-with-progress";
import { chartFromDraft, draftOf, SizeChartEditor } from "./SizeChartEditor";
import { readStock, StockFields } from "./StockFields";
import { usePhotos } from "./usePhotos";
import { indianLocalInput, isoOfIndianLocal } from "@/lib/text/indian-time";

/** The fields of a product a seller edits; the API's product JSON has them all. */
export type EditableProduct = Pick<
  ProductJson,
  | "_id"
  | "title"
  | "description"
  | "price"
  | "salePrice"
  | "saleEndsAt"
  | "size"
  | "color"
  | "category"
  | "images"
  | "imageUrls"
  | "sizeChart"
  | "stock"
  | "hsn"
  | "countryOfOrigin"
  | "manufacturer"
  | "titleHi"
  | "descriptionHi"
>;

type Target = { kind: "add"; sellerId: string } | { kind: "edit"; product: EditableProduct };

interface ProductFormProps {
  target: Target;
  submitLabel: string;
  onSaved: (product: ProductJson) => void;
  /** Drawn beside the submit button, e.g. the dialog's Cancel. */
  secondaryAction?: React.ReactNode;
}

/** Category and size are typed as comma-separated text and sent as trimmed lists (docs/product.md, Seller console). */
function splitList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A price box: rupees and paise. */
const RUPEE_INPUT = { type: "number", min: "0.01", step: "0.01", inputMode: "decimal" } as const;

const NO_IMAGE_MESSAGE = "Choose a photo of the item: a product cannot be added without one.";

/** The form's field for an API error's key: every photo field is "images", every part of the chart "sizeChart". */
function fieldOf(key: string): string {
  const top = key.split(".")[0];
  return top === "previewSource" || top === "image" ? "images" : top;
}

/**
 * The one product form: /add-item, the Update dialog of /myproducts and the /{id} page all
 * render it. A product has 1–8 photos (PhotoManager), may have a size chart (SizeChartEditor)
 * and stock per size (StockFields); see docs/api.md, Products.
 */
export function ProductForm({ target, submitLabel, onSaved, secondaryAction }: ProductFormProps) {
  const router = useRouter();
  const formId = useId();
  const initial = target.kind === "edit" ? target.product : null;
  const photos = usePhotos(initial ? initial.images.map((id, i) => ({ id, url: initial.imageUrls[i] })) : []);
  const [chart, setChart] = useState(() => draftOf(initial?.sizeChart));
  const [progress, setProgress] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, fields);
  // Typed sizes, so the stock boxes follow them (upper-case, as the API stores sizes).
  const [sizeText, setSizeText] = useState(initial?.size.join(", ") ?? "");
  const sizes = [...new Set(splitList(sizeText).map((size) => size.toUpperCase()))];
  // Typed categories, so the field can offer the shop's own and warn of a new one.
  const [categoryText, setCategoryText] = useState(initial?.category.join(", ") ?? "");
  const categories = [...new Set(splitList(categoryText).map((category) => category.toLowerCase()))];

  function showFieldErrors(byField: Record<string, string | string[] | undefined>) {
    const messages: Record<string, string> = {};
    for (const [name, value] of Object.entries(byField)) {
      const message = Array.isArray(value) ? value[0] : value;
      if (message) messages[fieldOf(name)] ??= asSentence(message);
    }
    setFields(messages);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setFields({});
    const form = new FormData(event.currentTarget);
    // Photos still uploading are waited for (their own bars show how far): they belong to what the seller saves.
    setWaiting(true);
    const images = (await photos.settled()).map((photo) => photo.id);
    setWaiting(false);
    if (images.length === 0) {
      setError(NO_IMAGE_MESSAGE);
      return;
    }
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const input = {
      title: text("title"),
      description: text("description"),
      price: text("price"),
      // Empty: no sale (on an edit, the sale ends now).
      salePrice: text("salePrice") || null,
      saleEndsAt: isoOfIndianLocal(text("saleEndsAt")),
      color: text("color"),
      category: splitList(text("category")),
      size: splitList(text("size")),
      stock: readStock(form, sizes, initial?.stock),
      // Blank: the categories' default (lib/tax/hsn.ts) decides.
      hsn: text("hsn") || null,
      countryOfOrigin: text("countryOfOrigin"),
      manufacturer: text("manufacturer") || null,
      titleHi: text("titleHi") || null,
      descriptionHi: text("descriptionHi") || null,
    };
    const body = {
      ...input,
      images,
      sizeChart: chartFromDraft(
        chart,
        input.size.map((s) => s.toUpperCase()),
      ),
    };
    // The API's own schema, checked here first so mistakes show at once, under their fields.
    const checked = (target.kind === "add" ? productInputSchema : productUpdateSchema).safeParse(body);
    if (!checked.success) {
      showFieldErrors(z.flattenError(checked.error).fieldErrors);
      setError("Some fields need a change; see the messages above.");
      return;
    }
    setProgress(0);
    try {
      const saved =
        target.kind === "add"
          ? await sendWithProgress<ProductJson>("POST", `/api/product/add/${target.sellerId}`, checked.data, setProgress)
          : await sendWithProgress<ProductJson>("PUT", `/api/product/${target.product._id}`, checked.data, setProgress);
      router.refresh();
      onSaved(saved);
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError.message);
      showFieldErrors(apiError.fields);
    } finally {
      setProgress(null);
    }
  }

  const sending = progress !== null || waiting;

  return (
    <form ref={form} onSubmit={submit} className="space-y-4" aria-busy={sending}>
      <TextField id={`${formId}-title`} label="Title" name="title" required defaultValue={initial?.title} error={fields.title} />
      <TextAreaField
        id={`${formId}-description`}
        label="Description"
        name="description"
        rows={4}
        defaultValue={initial?.description}
        error={fields.description}
      />
      {/* Shown on the shop's Hindi pages (/hi, issue 46); left empty, they show the English. */}
      <TextField
        id={`${formId}-titleHi`}
        label="Name in Hindi"
        name="titleHi"
        lang="hi"
        defaultValue={initial?.titleHi ?? ""}
        error={fields.titleHi}
        hint="Optional, e.g. सूती कुर्ता. Empty: the Hindi pages show the English title."
      />
      <TextAreaField
        id={`${formId}-descriptionHi`}
        label="Details in Hindi"
        name="descriptionHi"
        lang="hi"
        rows={3}
        defaultValue={initial?.descriptionHi ?? ""}
        error={fields.descriptionHi}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={`${formId}-price`} label="Price (₹)" name="price" required {...RUPEE_INPUT} defaultValue={initial?.price} error={fields.price} />
        <TextField id={`${formId}-color`} label="Colour" name="color" defaultValue={initial?.color} error={fields.color} />
      </div>
      {/* A sale (issue 43): the shop shows the price as the MRP, struck, beside the sale price and the percentage off. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${formId}-salePrice`}
          label="Sale price (₹)"
          name="salePrice"
          {...RUPEE_INPUT}
          defaultValue={initial?.salePrice ?? ""}
          error={fields.salePrice}
          hint="Optional, below the price (the MRP). Empty: no sale."
        />
        <TextField
          id={`${formId}-saleEndsAt`}
          label="Sale ends (Indian time)"
          name="saleEndsAt"
          type="datetime-local"
          defaultValue={indianLocalInput(initial?.saleEndsAt ?? null)}
          error={fields.saleEndsAt}
          hint="Optional. Empty: until you end it."
        />
      </div>
      <div className="space-y-2">
        <TextField
          id={`${formId}-category`}
          label="Categories"
          name="category"
          value={categoryText}
          onChange={(event) => setCategoryText(event.target.value)}
          error={fields.category}
          hint="Comma-separated, e.g. men, shirts"
        />
        <CategoryHelp typed={categories} onAdd={(category) => setCategoryText([...splitList(categoryText), category].join(", "))} />
      </div>
      <TextField
        id={`${formId}-size`}
        label="Sizes"
        name="size"
        value={sizeText}
        onChange={(event) => setSizeText(event.target.value)}
        error={fields.size}
        hint="Comma-separated, e.g. S, M, L, XL"
      />
      <TextField
        id={`${formId}-hsn`}
        label="HSN code (for GST invoices)"
        name="hsn"
        inputMode="numeric"
        maxLength={8}
        defaultValue={initial?.hsn ?? ""}
        error={fields.hsn}
        hint={`4, 6 or 8 digits. Leave blank to use ${defaultHsn(categories)}, the code of its categories.`}
      />
      <StockFields sizes={sizes} initial={initial?.stock} errors={fields} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${formId}-countryOfOrigin`}
          label="Country of origin"
          name="countryOfOrigin"
          defaultValue={initial?.countryOfOrigin ?? "India"}
          error={fields.countryOfOrigin}
          required
        />
        <TextField
          id={`${formId}-manufacturer`}
          label="Manufacturer or marketer"
          name="manufacturer"
          defaultValue={initial?.manufacturer ?? ""}
          error={fields.manufacturer}
          hint="Name and address. Empty: the shop itself, as its profile names it."
        />
      </div>
      <FieldFrame inputId={`${formId}-sizeChart`} label="Size chart" error={fields.sizeChart}>
        <SizeChartEditor id={`${formId}-sizeChart`} sizes={sizes} draft={chart} onChange={setChart} />
      </FieldFrame>
      <FieldFrame inputId={`${formId}-images`} label="Photos" error={fields.images}>
        <PhotoManager id={`${formId}-images`} list={photos} errorId={fields.images ? `${formId}-images-error` : undefined} />
      </FieldFrame>
      {error && <Banner tone="error">{error}</Banner>}
      {progress !== null && (
        <div className="space-y-1">
          <label htmlFor={`${formId}-progress`} className="block text-xs text-stone-600">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Saving…"}
          </label>
          <progress id={`${formId}-progress`} value={progress} max={1} className="h-2 w-full accent-brand" />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
