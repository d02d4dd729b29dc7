// next/image loader (runs in the browser too, so it only rewrites the URL string): local
// images pick a stored width, Cloudinary images get a width transformation.
export default function imageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  if (src.startsWith("/uploads/")) return `${src.split("?")[0]}?w=${width}`;
  if (src.startsWith("https://res.cloudinary.com/")) return src.replace("/upload/q_auto,f_auto/", `/upload/c_limit,w_${width},q_auto,f_auto/`);
  return src;
}
