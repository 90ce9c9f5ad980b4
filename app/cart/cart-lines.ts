import { effectivePriceCents, isCurrentSpecial, type PricedProduct, vatIncludedCents } from "~/catalog/pricing";

/**
 * Cart totals, on integer cents. A line whose product is out of stock or no longer sold stays in
 * the cart (feed and tools come back into stock, and the customer should not have to find them
 * again) but is left out of the subtotal: the total shown is what checkout can actually sell.
 */

/** The most of one product a cart holds: a sensible ceiling for a co-operative's counter order. */
export const MAX_LINE_QUANTITY = 999;

/** A cart item with its product as the database holds it now (prices are never taken from a form). */
export type CartItem = {
  productId: string;
  wsCode: string;
  name: string;
  imageUrl: string | null;
  imageAlt: string;
  quantity: number;
  /** How many of the quantity came from the account's earlier cart at sign-in (decision 0094). */
  fromLastVisit: number;
  isActive: boolean;
  stockAvailable: boolean;
  price: PricedProduct;
};

/** Why a line cannot be bought now: null when it can. */
export type LineProblem = "out_of_stock" | "unavailable" | null;

export type CartLine = {
  productId: string;
  wsCode: string;
  name: string;
  imageUrl: string | null;
  imageAlt: string;
  quantity: number;
  /** How many of the quantity came from the account's earlier cart at sign-in: 0 for none. */
  fromLastVisit: number;
  unitPriceCents: number;
  /** The normal price, shown struck through, when the product is on a current special. */
  wasPriceCents: number | null;
  lineTotalCents: number;
  problem: LineProblem;
};

export type CartSummary = {
  lines: CartLine[];
  /** Sum of the lines that can be bought. */
  subtotalCents: number;
  vatIncludedCents: number;
  /** Items (sum of quantities) in the subtotal. */
  countedItems: number;
  /** Lines left out of the subtotal (out of stock or no longer sold). */
  excludedLines: number;
  canCheckout: boolean;
};

export function lineProblem(item: Pick<CartItem, "isActive" | "stockAvailable">): LineProblem {
  if (!item.isActive) return "unavailable";
  if (!item.stockAvailable) return "out_of_stock";
  return null;
}

export function toCartLine(item: CartItem): CartLine {
  const unitPriceCents = effectivePriceCents(item.price);
  return {
    productId: item.productId,
    wsCode: item.wsCode,
    name: item.name,
    imageUrl: item.imageUrl,
    imageAlt: item.imageAlt,
    quantity: item.quantity,
    fromLastVisit: item.fromLastVisit,
    unitPriceCents,
    wasPriceCents: isCurrentSpecial(item.price) ? item.price.incl_price_cents : null,
    lineTotalCents: unitPriceCents * item.quantity,
    problem: lineProblem(item),
  };
}

export function summariseCart(items: CartItem[]): CartSummary {
  const lines = items.map(toCartLine);
  const counted = lines.filter((line) => line.problem === null);
  const subtotalCents = counted.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return {
    lines,
    subtotalCents,
    vatIncludedCents: vatIncludedCents(subtotalCents),
    countedItems: counted.reduce((sum, line) => sum + line.quantity, 0),
    excludedLines: lines.length - counted.length,
    canCheckout: counted.length > 0,
  };
}

/** Quantity after adding to what the cart holds (adding, or merging a visitor's cart), capped. */
export function addedQuantity(current: number, added: number): number {
  return Math.min(current + added, MAX_LINE_QUANTITY);
}

/** One product as the notice of the last visit lists it. */
export type LastVisitItem = {
  productId: string;
  name: string;
  /** How many came from the last visit. */
  quantity: number;
  /** What they add to the total (0 when the line cannot be bought now, so is not in the total). */
  amountCents: number;
  /** The line cannot be bought now (out of stock, withdrawn): it adds nothing to the total. */
  problem: LineProblem;
};

/** What signing in brought from the account's earlier cart, and what it did to the total. */
export type LastVisitSummary = {
  items: LastVisitItem[];
  /** Items (sum of quantities) from the last visit. */
  itemCount: number;
  /** The total without them (what this visit's cart came to). */
  totalBeforeCents: number;
  /** The total with them: the cart's subtotal. */
  totalNowCents: number;
};

/** The notice's figures, or null when nothing in the cart came from the last visit. */
export function lastVisitSummary(cart: Pick<CartSummary, "lines" | "subtotalCents">): LastVisitSummary | null {
  const items = cart.lines
    .filter((line) => line.fromLastVisit > 0)
    .map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.fromLastVisit,
      amountCents: line.problem === null ? line.unitPriceCents * line.fromLastVisit : 0,
      problem: line.problem,
    }));
  if (items.length === 0) return null;
  const addedCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  return {
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    totalBeforeCents: cart.subtotalCents - addedCents,
    totalNowCents: cart.subtotalCents,
  };
}
