import { Form, useLocation } from "@remix-run/react";
import { MAX_LINE_QUANTITY } from "./cart-lines";

/**
 * Adds a product to the cart: a plain POST to /cart (intent "add"), which redirects back to the
 * page it came from with the spec's 'Added to cart' toast. Works the same with JavaScript off.
 */
export function AddToCartForm({
  productId,
  productName,
  stockAvailable,
  withQuantity = false,
  className = "",
}: {
  productId: string;
  productName: string;
  stockAvailable: boolean;
  withQuantity?: boolean;
  className?: string;
}) {
  const location = useLocation();
  return (
    <Form method="post" action="/cart" className={`flex items-end gap-2 ${className}`}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {withQuantity ? (
        <label className="text-sm">
          <span className="block font-medium">Quantity</span>
          <input
            type="number"
            name="quantity"
            min={1}
            max={MAX_LINE_QUANTITY}
            step={1}
            defaultValue={1}
            inputMode="numeric"
            className="mt-1 w-20 rounded-md border-stone-300"
            disabled={!stockAvailable}
          />
        </label>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <button
        type="submit"
        disabled={!stockAvailable}
        className="flex-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
      >
        {/* The visible words first, so the name a screen reader or voice control uses starts with
            what is on the button ('Add to cart Layer Mash 50kg'). */}
        {stockAvailable ? "Add to cart" : "Out of Stock"}
        <span className="sr-only"> {productName}</span>
      </button>
    </Form>
  );
}
