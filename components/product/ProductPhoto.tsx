import { getImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * The product page's photo, the page's largest paint: a plain <img> with next/image's
 * props, preloaded from the head. next/image's <Image> would bring its client component
 * (about 6 KB gzip) into the page's first-load JavaScript (README.md, Performance).
 */
export function ProductPhoto({ src, alt, size, className }: { src: string; alt: string; size: number; className?: string }) {
  const { props } = getImageProps({ src, alt, width: size, height: size, sizes: `${size}px`, preload: true, fetchPriority: "high" });
  preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  return <img {...props} alt={alt} className={className} />;
}
