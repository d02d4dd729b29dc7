"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { z } from "zod";
import type { ProductJson } from "@/lib/catalog/products";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { FieldFrame } from "@/components/ui/FieldFrame";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import { toApiError } from "@/lib/stores/api";
import { productInputSchema, productUpdateSchema } from "@/lib/validation/products";
import { ImagePicker } from "./ImagePicker";
import { sendWithProgress } from "./send-with-progress";
import { readStock, StockFields } from "./StockFields";

/** The fields of a product a seller edits; the API's product JSON has them all. */
export type EditableProduct = Pick<ProductJson, "_id" | "title" | "description" | "price" | "size" | "color" | "category" | "imageUrl" | "stock">;

type Target = { kind: "add"; sellerId: string } | { kind: "edit"; product: EditableProduct };

interface ProductFormProps {
  target: Target;
  submitLabel: string;
  onSaved: (product: ProductJson) => void;
  /** Drawn beside the submit button, e.g. the dialog's Cancel. */
  secondaryAction?: React.ReactNode;
}

/** Spec §5: category and size are typed as comma-separated text and sent as trimmed lists. */
function splitList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

const NO_IMAGE_MESSAGE = "Choose an image of the item: a product cannot be added without one.";

/**
 * The one product form: /add-item, the Update dialog of /myproducts and the /{id} page all
 * render it. Adding needs an image; editing keeps the current image unless a new one is
 * chosen (DESIGN §4).
 */
export function ProductForm({ target, submitLabel, onSaved, secondaryAction }: ProductFormProps) {
  const router = useRouter();
  const formId = useId();
  const initial = target.kind === "edit" ? target.product : null;
  const [image, setImage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  // Typed sizes, so the stock boxes follow them (upper-case, as the API stores sizes).
  const [sizeText, setSizeText] = useState(initial?.size.join(", ") ?? "");
  const sizes = [...new Set(splitList(sizeText).map((size) => size.toUpperCase()))];

  function showFieldErrors(byField: Record<string, string | string[] | undefined>) {
    const messages: Record<string, string> = {};
    for (const [name, value] of Object.entries(byField)) {
      const message = Array.isArray(value) ? value[0] : value;
      if (message) messages[name === "previewSource" ? "image" : name] = message;
    }
    setFields(messages);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setFields({});
    if (target.kind === "add" && !image) {
      setError(NO_IMAGE_MESSAGE);
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const input = {
      title: text("title"),
      description: text("description"),
      price: text("price"),
      color: text("color"),
      category: splitList(text("category")),
      size: splitList(text("size")),
      stock: readStock(form, sizes, initial?.stock),
    };
    const body = target.kind === "add" ? { ...input, previewSource: image } : image ? { ...input, previewSource: image } : input;
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

  const sending = progress !== null;

  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={sending}>
      <TextField id={`${formId}-title`} label="Title" name="title" required defaultValue={initial?.title} error={fields.title} />
      <TextAreaField id={`${formId}-description`} label="Description" name="description" rows={4} defaultValue={initial?.description} error={fields.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={`${formId}-price`} label="Price (₹)" name="price" type="number" required min="0.01" step="0.01" inputMode="decimal" defaultValue={initial?.price} error={fields.price} />
        <TextField id={`${formId}-color`} label="Colour" name="color" defaultValue={initial?.color} error={fields.color} />
      </div>
      <TextField id={`${formId}-category`} label="Categories" name="category" defaultValue={initial?.category.join(", ")} error={fields.category} hint="Comma-separated, e.g. men, shirts" />
      <TextField
        id={`${formId}-size`}
        label="Sizes"
        name="size"
        value={sizeText}
        onChange={(event) => setSizeText(event.target.value)}
        error={fields.size}
        hint="Comma-separated, e.g. S, M, L, XL"
      />
      <StockFields sizes={sizes} initial={initial?.stock} errors={fields} />
      <FieldFrame inputId={`${formId}-image`} label={target.kind === "add" ? "Image" : "New image (optional)"} error={fields.image}>
        <ImagePicker
          id={`${formId}-image`}
          currentImageUrl={initial?.imageUrl}
          onChange={setImage}
          note={target.kind === "edit" ? "Leave empty to keep the current image." : undefined}
          errorId={fields.image ? `${formId}-image-error` : undefined}
        />
      </FieldFrame>
      {error && <Banner tone="error">{error}</Banner>}
      {sending && (
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
