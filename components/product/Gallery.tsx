import { getImageProps } from "next/image";
import { shopText } from "@/lib/i18n/text";
import { GalleryCarousel } from "./GalleryCarousel";
import { PhotoFrame } from "./PhotoFrame";

interface GalleryProps {
  title: string;
  imageUrls: string[];
}

// The photo takes the column it is in: the phone's width, half a tablet, 512 px from 1024 px.
const PHOTO_SIZES = "(min-width: 1024px) 512px, (min-width: 768px) 50vw, 100vw";
// A ring, not a border: it takes no room from the photo. Square, and each photo drawn whole
// inside it (object-contain), so a portrait or landscape photo keeps its shape.
const frame = "aspect-square w-full overflow-hidden rounded-lg bg-white ring-1 ring-stone-200";

/**
 * The product's photos, rendered here on the server as plain <img> elements: the first eager,
 * as the page's largest picture; the others lazy. One photo gets only its frame (PhotoFrame:
 * the full-screen view's button); several get a small client carousel (GalleryCarousel)
 * around the same markup, with thumbnails. Either opens the full-screen view (PhotoViewer).
 */
export function Gallery({ title, imageUrls }: GalleryProps) {
  const count = imageUrls.length;
  const t = shopText("product");
  const photo = (src: string, index: number) => {
    // The first photo is named by the title alone, as the one picture of the product.
    const alt = index === 0 ? title : t("photoAlt", { title, n: index + 1, count });
    const { props } = getImageProps({ src, alt, width: 512, height: 512, sizes: PHOTO_SIZES, loading: index === 0 ? "eager" : "lazy" });
    return <img key={src} {...props} alt={alt} fetchPriority={index === 0 ? "high" : undefined} className="h-full w-full object-contain" />;
  };
  if (count <= 1)
    return (
      <PhotoFrame title={title} imageUrls={imageUrls} current={0} className={frame}>
        {photo(imageUrls[0], 0)}
      </PhotoFrame>
    );
  const thumbs = imageUrls.map((src) => {
    const { props } = getImageProps({ src, alt: "", width: 64, height: 64, loading: "lazy" });
    return <img key={src} {...props} alt="" className="h-full w-full object-contain" />;
  });
  return (
    <GalleryCarousel label={t("photosOf", { title })} title={title} imageUrls={imageUrls} frameClass={frame} slides={imageUrls.map(photo)} thumbs={thumbs} />
  );
}
