// A view that shows nothing, in Hindi as in English: the layout beside this file has drawn the listing.
export { default } from "@/app/(shop)/listing/in/[slug]/[page]/[size]/[color]/[sort]/not-found";
