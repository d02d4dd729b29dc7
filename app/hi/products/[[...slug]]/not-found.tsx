// A term that matches nothing, in Hindi as in English: the layout beside this file drew what to try instead.
export { default } from "@/app/(shop)/listing/all/[page]/[size]/[color]/[sort]/not-found";
