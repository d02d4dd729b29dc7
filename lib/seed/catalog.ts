// The demo catalog: enough variety that listings, categories, filters and search look real.

import type { SizeChart } from "../validation/size-chart.ts";

export type Garment = "shirt" | "kurta" | "trouser" | "shoe" | "top";

export interface DemoProduct {
  title: string;
  description: string;
  rupees: number;
  garment: Garment;
  categories: string[];
  sizes: string[];
  color: string;
  sizeChart: SizeChart | null;
}

const SHIRT_SIZES = ["S", "M", "L", "XL", "XXL"];
const TOP_SIZES = ["XS", "S", "M", "L", "XL"];
const WAIST_SIZES = ["28", "30", "32", "34", "36"];
// Shoes in UK sizes, which Indian shops and brands use as India's own (IND 8 = UK 8).
const MEN_SHOE_SIZES = ["UK 6", "UK 7", "UK 8", "UK 9", "UK 10"];
const WOMEN_SHOE_SIZES = ["UK 3", "UK 4", "UK 5", "UK 6", "UK 7"];
// Foot length, heel to longest toe, for UK 3 to UK 10.
const FOOT_LENGTH_CM: Record<string, number> = {
  "UK 3": 22.1,
  "UK 4": 22.9,
  "UK 5": 23.8,
  "UK 6": 24.6,
  "UK 7": 25.4,
  "UK 8": 26.2,
  "UK 9": 27.1,
  "UK 10": 27.9,
};

/** A chart with one row per size: the sizes in order, each measurement column as a list over them. */
function chart(unit: "cm" | "in", sizes: string[], columns: Record<string, number[]>): SizeChart {
  const names = Object.keys(columns);
  return { unit, columns: names, rows: sizes.map((size, i) => ({ size, values: names.map((name) => columns[name][i]) })) };
}

const SHIRT_CHART = chart("in", SHIRT_SIZES, { Chest: [38, 40, 42, 44, 46], Length: [28, 29, 30, 31, 32], Shoulder: [17, 17.5, 18, 18.5, 19] });
const KURTA_CHART = chart("in", SHIRT_SIZES, { Chest: [38, 40, 42, 44, 46], Length: [40, 41, 42, 43, 44] });
const MEN_TROUSER_CHART = chart("in", WAIST_SIZES, { Waist: [28, 30, 32, 34, 36], Hip: [36, 38, 40, 42, 44], Inseam: [30, 31, 32, 32, 32] });
const WOMEN_TROUSER_CHART = chart("cm", WAIST_SIZES, { Waist: [71, 76, 81, 86, 91], Hip: [94, 99, 104, 109, 114], Length: [99, 100, 101, 102, 103] });
const TOP_CHART = chart("cm", TOP_SIZES, { Bust: [81, 86, 91, 97, 102], Waist: [66, 71, 76, 81, 86], Length: [56, 57, 58, 59, 60] });
const shoeChart = (sizes: string[]) => chart("cm", sizes, { "Foot length": sizes.map((size) => FOOT_LENGTH_CM[size]) });

type Row = [title: string, color: string, rupees: number, description: string];

const menShirts: Row[] = [
  ["Oxford Cotton Shirt", "Sky Blue", 1299, "A crisp button-down Oxford in breathable cotton, cut for an easy regular fit."],
  ["Linen Blend Summer Shirt", "White", 1799, "Light linen-cotton weave that stays cool through humid afternoons."],
  ["Checked Flannel Shirt", "Maroon", 1499, "Soft brushed flannel in a classic check, warm enough for winter evenings."],
  ["Mandarin Collar Shirt", "Olive", 1199, "A band-collar shirt in washed cotton with a relaxed, modern drape."],
  ["Slim Fit Formal Shirt", "White", 999, "Wrinkle-resistant poplin with a spread collar for office days."],
  ["Denim Work Shirt", "Indigo", 1699, "Sturdy chambray denim with twin chest pockets and snap buttons."],
  ["Printed Resort Shirt", "Teal", 899, "Short sleeves, camp collar and a leaf print made for holidays."],
  ["Striped Casual Shirt", "Navy", 799, "Fine vertical stripes on soft cotton, easy to dress up or down."],
  ["Pure Silk Party Shirt", "Black", 3499, "Lustrous pure silk with a concealed placket for evenings out."],
  ["Half Sleeve Polo Shirt", "Mustard", 599, "Pique-knit polo with a ribbed collar, a weekend staple."],
];

const menKurtas: Row[] = [
  ["Chikankari Cotton Kurta", "White", 2199, "Hand-embroidered Lucknowi chikankari on fine cotton, a festive classic."],
  ["Khadi Straight Kurta", "Beige", 1599, "Hand-spun khadi with a straight hem and side slits, comfortable all day."],
  ["Printed Short Kurta", "Rust", 899, "A short kurta in block-printed cotton that pairs well with jeans."],
];

const menTrousers: Row[] = [
  ["Slim Fit Chinos", "Beige", 1399, "Stretch cotton chinos with a tapered leg and a clean flat front."],
  ["Classic Formal Trousers", "Grey", 1599, "Poly-viscose suiting trousers with a sharp crease for the office."],
  ["Relaxed Cargo Pants", "Olive", 1899, "Roomy cargo pants in cotton twill with six utility pockets."],
  ["Stretch Denim Jeans", "Indigo", 2299, "Mid-rise jeans in stretch denim that keeps its shape all day."],
  ["Linen Drawstring Trousers", "White", 1699, "Breezy linen trousers with a drawstring waist for hot days."],
  ["Corduroy Trousers", "Tan", 2499, "Fine-wale corduroy with a regular fit and a soft hand feel."],
  ["Jogger Track Pants", "Black", 799, "Cuffed joggers in soft fleece for training or lounging."],
  ["Pleated Wool Trousers", "Navy", 4499, "Wool-blend pleated trousers with a high rise and a wide leg."],
];

const menShoes: Row[] = [
  ["Leather Derby Shoes", "Tan", 3499, "Full-grain leather derbies with a cushioned insole and rubber sole."],
  ["Canvas Sneakers", "White", 1299, "Low-top canvas sneakers with a vulcanised sole, everyday easy."],
  ["Running Shoes", "Navy", 2799, "Lightweight mesh runners with responsive foam cushioning."],
  ["Suede Loafers", "Rust", 2999, "Soft suede penny loafers that slip on for smart-casual days."],
  ["Kolhapuri Chappals", "Tan", 699, "Handcrafted leather Kolhapuris with traditional braided straps."],
  ["Chelsea Boots", "Black", 4999, "Polished leather Chelsea boots with elastic gussets and a stacked heel."],
  ["Sports Sandals", "Grey", 999, "Adjustable strap sandals with a grippy sole for the monsoon."],
  ["Slip-on Mojaris", "Maroon", 1499, "Embroidered mojaris with a padded footbed for weddings and festivals."],
];

const womenTops: Row[] = [
  ["Ruffle Sleeve Top", "Pink", 799, "A soft georgette top with fluttering ruffle sleeves."],
  ["Embroidered Peasant Top", "White", 1199, "Cotton peasant top with thread embroidery along the neckline."],
  ["Ribbed Knit Top", "Black", 599, "Stretchy ribbed knit that fits close and layers easily."],
  ["Satin Cami Top", "Lavender", 899, "Fluid satin camisole with adjustable straps."],
  ["Striped Boat Neck Top", "Navy", 699, "Breton stripes on soft jersey with a wide boat neck."],
  ["Peplum Office Top", "Maroon", 1099, "A structured peplum top that sits neatly at the waist."],
  ["Chikankari Kurti", "Sky Blue", 1899, "Lucknowi chikankari kurti in cotton mul, hand embroidered."],
  ["Block Print Kurti", "Mustard", 999, "Jaipuri block-printed cotton kurti with three-quarter sleeves."],
  ["Crochet Lace Top", "Beige", 1399, "Cotton top with a crochet lace yoke, made for sunny days."],
  ["Wrap Front Top", "Green", 1299, "A flattering wrap top in crepe with a tie at the side."],
];

const womenTrousers: Row[] = [
  ["High Waist Palazzo Pants", "Black", 899, "Flowing palazzos with a comfortable high elastic waist."],
  ["Cigarette Trousers", "Beige", 1299, "Slim ankle-length trousers with a neat pressed crease."],
  ["Wide Leg Linen Pants", "White", 1799, "Airy linen wide-leg pants that move with you."],
  ["Skinny Stretch Jeans", "Indigo", 1999, "Super-stretch skinny jeans that hold their shape."],
  ["Cotton Dhoti Pants", "Teal", 749, "Draped dhoti pants in soft cotton for an easy ethnic look."],
  ["Paperbag Waist Trousers", "Olive", 1499, "Belted paperbag trousers with a tapered leg."],
  ["Printed Cotton Trousers", "Rust", 299, "Light printed cotton pants for lounging at home."],
  ["Tailored Wool Trousers", "Grey", 3999, "Wool-blend trousers tailored for a sharp straight fall."],
];

const womenShoes: Row[] = [
  ["Block Heel Sandals", "Tan", 1799, "Comfortable block heels with a padded ankle strap."],
  ["Embroidered Juttis", "Maroon", 1199, "Hand-embroidered Punjabi juttis with a cushioned sole."],
  ["White Leather Sneakers", "White", 2499, "Clean leather sneakers with a minimal profile."],
  ["Ballet Flats", "Black", 899, "Soft ballet flats with a bow, easy for work and travel."],
  ["Wedge Espadrilles", "Beige", 1599, "Jute-trimmed wedge espadrilles for summer outings."],
  ["Ankle Boots", "Black", 3999, "Faux-leather ankle boots with a side zip and a low heel."],
  ["Kolhapuri Flats", "Tan", 649, "Handmade Kolhapuri flats in vegetable-tanned leather."],
  ["Walking Shoes", "Lavender", 2199, "Breathable knit walking shoes with a springy sole."],
];

function rows(list: Row[], garment: Garment, categories: string[], sizes: string[], sizeChart: SizeChart | null = null): DemoProduct[] {
  return list.map(([title, color, rupees, description]) => ({ title, description, rupees, garment, categories, sizes, color, sizeChart }));
}

// Every demo product comes with a size chart: measurements for clothes, the foot length for shoes.
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...rows(menShirts, "shirt", ["men", "shirts"], SHIRT_SIZES, SHIRT_CHART),
  ...rows(menKurtas, "kurta", ["men", "shirts", "kurtas"], SHIRT_SIZES, KURTA_CHART),
  ...rows(menTrousers, "trouser", ["men", "trousers"], WAIST_SIZES, MEN_TROUSER_CHART),
  ...rows(menShoes, "shoe", ["men", "shoes"], MEN_SHOE_SIZES, shoeChart(MEN_SHOE_SIZES)),
  ...rows(womenTops, "top", ["women", "tops"], TOP_SIZES, TOP_CHART),
  ...rows(womenTrousers, "trouser", ["women", "trousers"], WAIST_SIZES, WOMEN_TROUSER_CHART),
  ...rows(womenShoes, "shoe", ["women", "shoes"], WOMEN_SHOE_SIZES, shoeChart(WOMEN_SHOE_SIZES)),
];

export const DEMO_SELLER = {
  username: "demo-seller",
  password: "vastra-seller-2026",
  firstName: "Meera",
  lastName: "Textiles",
  email: "seller@vastra.example",
  admin: true,
};

export const DEMO_SHOPPER = {
  username: "demo-shopper",
  password: "vastra-shopper-2026",
  firstName: "Arjun",
  lastName: "Mehta",
  email: "shopper@vastra.example",
  admin: false,
};
