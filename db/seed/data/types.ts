/** Shapes of the hand-written demo data; the seed modules turn these into table rows. */

export type IconName =
  | "feed-bag"
  | "paw"
  | "health-cross"
  | "egg"
  | "horseshoe"
  | "hammer"
  | "sprout"
  | "fence"
  | "water-drop"
  | "boot";

export interface CategorySeed {
  name: string;
  description: string;
  /** Soft background and a darker accent for the generated product pictures. */
  background: string;
  accent: string;
  icon: IconName;
  subcategories: { name: string; description: string }[];
}

export type ProductUnit = "kg" | "g" | "l" | "ml" | "m";

export type ProductFlag = "top" | "new" | "fav" | "eco" | "seasonal" | "subscription";

export interface ProductSeed {
  stockCode: string;
  name: string;
  /** A subcategory name from the category list; the category follows from it. */
  subcategory: string;
  /** VAT-inclusive shelf price in rand, as the co-op prints it on the shelf label. */
  price: number;
  special?: number;
  size?: [number, ProductUnit];
  short: string;
  long: string;
  websiteTitle?: string;
  flags?: ProductFlag[];
  inactive?: boolean;
  outOfStock?: boolean;
  lowStock?: boolean;
  rating?: number;
  certifications?: string[];
  specifications?: string;
  seo?: { title: string; description: string; keywords: string };
  recommendedAge?: string;
  petSpecific?: string;
}
