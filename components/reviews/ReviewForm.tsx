"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { useReworded } from "@/components/i18n/useReworded";
import { fill } from "@/lib/i18n/fill";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { TextField } from "@/components/ui/TextField";
import type { ReviewRecord } from "@/lib/reviews/record";
import { api, toApiError, type ApiError } from "@/lib/stores/api";
import { isLoggedIn, useLogin } from "@/lib/stores/login";

const MAX_PHOTOS = 3;
// Photos are sent scaled down to this edge: three phone photos then fit the review's body
// (docs/api.md, Reviews), and the shop re-encodes them anyway.
const PHOTO_EDGE = 1280;

/** A photo file as a JPEG data URL at most PHOTO_EDGE on its longer side (its metadata is not carried over). */
async function scaledDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PHOTO_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", 0.85);
}

/** A photo of the form: what it shows, and what is sent (a new photo's data URL, or a kept one's id). */
interface Photo {
  src: string;
  value: string;
}

/**
 * The review form: stars, a title, words and up to three photos; back to the product's page
 * once saved. Given the shopper's own review, it edits that one (PUT), its photos kept unless
 * removed. In the page's language (reviewForms, handed over with PageTexts); on a Hindi page a refusal
 * is worded in Hindi by its code and its fields.
 */
export function ReviewForm({
  productId,
  title,
  review,
}: {
  productId: string;
  title: string;
  review?: Pick<ReviewRecord, "id" | "rating" | "title" | "text" | "images" | "imageUrls">;
}) {
  const router = useRouter();
  const t = useText("reviewForms");
  const localized = useLocalized();
  const reword = useReworded({ rating: t("ratingField"), title: t("titleField"), text: t("textField"), images: t("imagesField") });
  const loggedIn = useLogin(isLoggedIn);
  const loaded = useLogin((state) => state.loaded);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [photos, setPhotos] = useState<Photo[]>(() => (review ? review.images.map((id, i) => ({ value: id, src: review.imageUrls[i] })) : []));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const productPath = localized(`/product/${productId}`);

  if (loaded && !loggedIn) {
    // The link stands where the page's language puts it in the sentence (split before the title is filled in).
    const [before, after] = t("logInToReview")
      .split("{login}")
      .map((part) => fill(part, { title }));
    return (
      <Banner tone="info">
        {before}
        <Link href={`${localized("/login")}?next=${encodeURIComponent(`${productPath}/review`)}`} className="font-semibold underline underline-offset-2">
          {t("logIn")}
        </Link>
        {after}
      </Banner>
    );
  }

  async function choosePhotos(files: FileList | null) {
    if (!files) return;
    const chosen = Array.from(files).slice(0, MAX_PHOTOS - photos.length);
    const added = await Promise.all(chosen.map(scaledDataUrl));
    setPhotos([...photos, ...added.map((src) => ({ src, value: src }))]);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      const body = { rating, title: form.get("title"), text: form.get("text"), images: photos.map((photo) => photo.value) };
      if (review) await api(`/api/review/${review.id}`, { method: "PUT", body }).catch(reword);
      else await api(`/api/product/${productId}/reviews`, { method: "POST", body }).catch(reword);
      router.push(productPath);
      router.refresh();
    } catch (error) {
      setFailure(toApiError(error));
      setBusy(false);
    }
  }

  // The refusals the form words itself (the API's own words in English): a review's only conflict is a second one.
  const ownWords = failure?.code === "not_a_buyer" ? "notABuyer" : failure?.code === "conflict" ? "alreadyReviewed" : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-1 font-semibold">{t("yourRating")}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer text-3xl leading-none">
              <input type="radio" name="rating" value={stars} required checked={rating === stars} onChange={() => setRating(stars)} className="sr-only" />
              <span aria-hidden="true" className={stars <= rating ? "text-amber-500" : "text-stone-300"}>
                ★
              </span>
              <span className="sr-only">{stars === 1 ? t("oneStar") : t("nStars", { stars })}</span>
            </label>
          ))}
        </div>
        {failure?.field("rating") && <p className="text-sm text-red-700">{failure.field("rating")}</p>}
      </fieldset>
      <TextField label={t("titleLabel")} name="title" maxLength={100} defaultValue={review?.title ?? ""} error={failure?.field("title")} />
      <TextAreaField label={t("textLabel")} name="text" rows={5} maxLength={2000} defaultValue={review?.text ?? ""} error={failure?.field("text")} />
      <div className="flex flex-col gap-2">
        <span id="review-photos" className="font-semibold">
          {t("photos", { max: MAX_PHOTOS })}
        </span>
        {/* The browser draws a file input's button and "no file chosen" in its own language: a Hindi page draws its own. */}
        <label className="inline-flex h-10 cursor-pointer items-center self-start rounded-md border border-brand bg-white px-4 text-sm font-semibold text-brand hover:bg-orange-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand">
          <input
            type="file"
            aria-labelledby="review-photos"
            className="sr-only"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            disabled={photos.length >= MAX_PHOTOS}
            onChange={(event) => void choosePhotos(event.currentTarget.files)}
          />
          <span aria-hidden="true">{t("choosePhotos")}</span>
        </label>
        {photos.length > 0 && (
          <ul className="flex gap-2">
            {photos.map(({ src }, index) => (
              <li key={src} className="relative">
                <img src={src} alt={t("yourPhoto", { n: index + 1 })} className="h-20 w-20 rounded object-cover ring-1 ring-stone-200" />
                <button
                  type="button"
                  onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
                  className="absolute -right-2 -top-2 h-6 w-6 rounded-full bg-white text-sm shadow ring-1 ring-stone-300"
                  aria-label={t("removePhoto", { n: index + 1 })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {failure && <Banner tone="error">{ownWords ? t(ownWords) : failure.message}</Banner>}
      <Button type="submit" disabled={busy || rating === 0} className="self-start">
        {busy ? t("saving") : review ? t("saveChanges") : t("postReview")}
      </Button>
    </form>
  );
}
