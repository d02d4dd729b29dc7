// A term that matches nothing: the layout beside this file has drawn what to try instead.
export { default } from "@/app/(shop)/listing/all/[page]/[size]/[color]/[sort]/not-found";
