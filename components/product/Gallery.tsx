import { getImageProps } from "next/image";
import { GalleryCarousel } from "./GalleryCarousel";

interface GalleryProps {
  title: string;
  imageUrls: string[];
}

const frame = "h-[300px] w-[300px] overflow-hidden rounded-lg border border-stone-200 bg-white";

/**
 * The product's photos, rendered here on the server as plain <img> elements: the first at
 * the spec's 300×300, eager, as the page's largest picture; the others lazy. One photo
 * needs no script at all; several get a small client carousel (GalleryCarousel) around
 * the same markup, with thumbnails.
 */
export function Gallery({ title, imageUrls }: GalleryProps) {
  const count = imageUrls.length;
  const photo = (src: string, index: number) => {
    const alt = count > 1 ? `${title}, photo ${index + 1} of ${count}` : title;
    const { props } = getImageProps({ src, alt, width: 300, height: 300, sizes: "300px", priority: index === 0, loading: index === 0 ? undefined : "lazy" });
    return <img key={src} {...props} alt={alt} className="h-full w-full object-cover" />;
  };
  if (count <= 1) return <div className={`mx-auto ${frame}`}>{photo(imageUrls[0], 0)}</div>;
  const thumbs = imageUrls.map((src) => {
    const { props } = getImageProps({ src, alt: "", width: 64, height: 64, loading: "lazy" });
    return <img key={src} {...props} alt="" className="h-full w-full object-cover" />;
  });
  return <GalleryCarousel label={`Photos of ${title}`} frameClass={frame} slides={imageUrls.map(photo)} thumbs={thumbs} />;
}
