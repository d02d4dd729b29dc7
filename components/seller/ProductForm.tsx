"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { z } from "zod";
import type { ProductJson } from "@/lib/catalog/products";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { toApiError } from "@/lib/stores/api";
import { productInputSchema, productUpdateSchema } from "@/lib/validation/products";
import { ImagePicker } from "./ImagePicker";
import { sendWithProgress } from "./send-with-progress";

/** The fields of a product a seller edits; the API's product JSON has them all. */
export type EditableProduct = Pick<ProductJson, "_id" | "title" | "description" | "price" | "size" | "color" | "category" | "imageUrl">;

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

const inputClass = "w-full rounded border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand focus:outline-none";

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

  const field = (name: "title" | "description" | "price" | "color" | "category" | "size" | "image", label: string, control: React.ReactNode, hint?: string) => (
    <div className="space-y-1">
      <label htmlFor={`${formId}-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      {control}
      {hint && (
        <p id={`${formId}-${name}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {fields[name] && (
        <p id={`${formId}-${name}-error`} className="text-sm text-red-700">
          {fields[name]}
        </p>
      )}
    </div>
  );
  // The list fields' hints say how to type them; errors come first when there are any.
  const describedBy = (name: string) =>
    [fields[name] && `${formId}-${name}-error`, (name === "category" || name === "size") && `${formId}-${name}-hint`].filter(Boolean).join(" ") || undefined;
  const sending = progress !== null;

  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={sending}>
      {field("title", "Title", <input id={`${formId}-title`} name="title" required defaultValue={initial?.title} aria-describedby={describedBy("title")} className={inputClass} />)}
      {field(
        "description",
        "Description",
        <textarea id={`${formId}-description`} name="description" rows={4} defaultValue={initial?.description} aria-describedby={describedBy("description")} className={inputClass} />,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "price",
          "Price (₹)",
          <input id={`${formId}-price`} name="price" type="number" required min="0.01" step="0.01" inputMode="decimal" defaultValue={initial?.price} aria-describedby={describedBy("price")} className={inputClass} />,
        )}
        {field("color", "Colour", <input id={`${formId}-color`} name="color" defaultValue={initial?.color} aria-describedby={describedBy("color")} className={inputClass} />)}
      </div>
      {field(
        "category",
        "Categories",
        <input id={`${formId}-category`} name="category" defaultValue={initial?.category.join(", ")} aria-describedby={describedBy("category")} className={inputClass} />,
        "Comma-separated, e.g. men, shirts",
      )}
      {field("size", "Sizes", <input id={`${formId}-size`} name="size" defaultValue={initial?.size.join(", ")} aria-describedby={describedBy("size")} className={inputClass} />, "Comma-separated, e.g. S, M, L, XL")}
      {field(
        "image",
        target.kind === "add" ? "Image" : "New image (optional)",
        <ImagePicker id={`${formId}-image`} currentImageUrl={initial?.imageUrl} onChange={setImage} />,
        target.kind === "edit" ? "Leave empty to keep the current image." : undefined,
      )}
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
