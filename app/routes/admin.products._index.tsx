import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { adminMeta } from "~/admin/meta";
import { ADMIN_GRID_FIRST, ADMIN_GRID_MAX } from "~/catalog/admin-paging";
import {
  type AdminProductCard,
  categoryOptions,
  listAdminProducts,
  looksLikeWsCode,
  ProductListQuery,
} from "~/catalog/product-admin.server";
import {
  NO_CATEGORY_FILTER,
  NO_PRODUCTS_FOUND,
  START_BY_UPLOADING,
  TRY_ADJUSTING,
} from "~/catalog/product-admin-messages";
import { imageAtWidth, PLACEHOLDER_IMAGE } from "~/catalog/product-images";
import { StockBadge } from "~/catalog/stock-badge";
import { stockBadge } from "~/catalog/stock-status";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { readThresholds } from "~/shop/shop-settings.server";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Product Management");

const LIST = "/admin/products";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  const query = ProductListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, options, thresholds] = await Promise.all([
    listAdminProducts(db(), query),
    categoryOptions(db()),
    readThresholds(db()),
  ]);
  return {
    lowStock: thresholds.lowStock,
    ...list,
    query,
    categories: options.categories,
    wsSearch: looksLikeWsCode(query.search),
    filtering: Boolean(query.search || query.category || query.inactive),
  };
}

function ProductTile({ product, returnTo }: { product: AdminProductCard; returnTo: string }) {
  const { lowStock } = useLoaderData<typeof loader>();
  return (
    <li className="flex flex-col rounded-lg border border-stone-200 bg-white p-2 shadow-sm">
      <img
        src={imageAtWidth(product.imageUrl, 160)}
        width={160}
        height={160}
        alt=""
        loading="lazy"
        className="aspect-square w-full rounded-md bg-stone-100 object-cover"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <p className="mt-2 text-xs text-stone-600">{product.wsCode}</p>
      <h2 className="text-sm font-semibold leading-tight">{product.name}</h2>
      <p className="text-xs text-stone-600">{product.category ?? "No category"}</p>
      <p className="mt-1 font-semibold">{formatRand(product.inclPriceCents)}</p>
      <div className="mt-1 flex flex-wrap gap-1">
        {product.active ? null : (
          <span className="rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">Inactive</span>
        )}
        {product.quantity === null ? null : <StockBadge badge={stockBadge(product.quantity, lowStock)} />}
      </div>
      <div className="mt-auto flex gap-2 pt-2">
        <a
          href={`/product/${encodeURIComponent(product.wsCode)}?includeInactive=true`}
          target="_blank"
          rel="noreferrer"
          className={`${secondaryButtonClass} flex-1 px-2 py-1 text-sm no-underline`}
          aria-label={`View ${product.wsCode} in the shop`}
        >
          View
        </a>
        <Link
          to={`${LIST}/${product.id}?${new URLSearchParams({ returnTo })}`}
          className={`${primaryButtonClass} flex-1 px-2 py-1 text-sm no-underline`}
          aria-label={`Edit ${product.wsCode}`}
        >
          Edit
        </Link>
      </div>
    </li>
  );
}

export default function ProductManagement() {
  const { products, hasMore, inactiveAddedForCode, query, categories, wsSearch, filtering } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const more = new URLSearchParams(location.search);
  more.set("limit", String(Math.min(query.limit + ADMIN_GRID_FIRST, ADMIN_GRID_MAX)));
  const withoutSearch = new URLSearchParams(location.search);
  withoutSearch.delete("search");
  withoutSearch.delete("limit");

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Product Management</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={`${LIST}/import`} className={`${secondaryButtonClass} no-underline`}>
            Upload CSV
          </Link>
          <Link
            to={`${LIST}/new?${new URLSearchParams({ returnTo })}`}
            className={`${primaryButtonClass} no-underline`}
          >
            New Product
          </Link>
        </div>
      </div>

      <Form method="get" action={LIST} className="space-y-3 rounded-md border border-stone-200 p-3">
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <div>
            <label htmlFor="product-search" className="block text-sm font-medium">
              Search by WS code or name
            </label>
            <input id="product-search" type="search" name="search" defaultValue={query.search} className={inputClass} />
          </div>
          <div>
            <label htmlFor="product-category" className="block text-sm font-medium">
              Category
            </label>
            <select id="product-category" name="category" defaultValue={query.category} className={inputClass}>
              <option value="">All Categories</option>
              <option value={NO_CATEGORY_FILTER.value}>{NO_CATEGORY_FILTER.label}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="inactive"
              value="on"
              defaultChecked={query.inactive === "on"}
              className="rounded border-stone-300 text-brand-700"
            />
            Show Inactive Products
          </label>
          <button type="submit" className={primaryButtonClass}>
            Apply
          </button>
          <Link to={LIST} className={`${secondaryButtonClass} no-underline`}>
            Clear Filters
          </Link>
        </div>
      </Form>

      {wsSearch ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm"
        >
          <p>
            Showing products with the WS code <strong>{query.search.toUpperCase()}</strong>
            {inactiveAddedForCode ? " (no active product has it, so inactive products are included)" : ""}.
          </p>
          <Link to={withoutSearch.size ? `${LIST}?${withoutSearch}` : LIST}>Clear Search</Link>
        </div>
      ) : null}

      {products.length === 0 ? (
        <div className="rounded-md border border-dashed border-stone-300 p-6 text-center">
          <h2 className="text-lg font-semibold">{NO_PRODUCTS_FOUND}</h2>
          <p className="mt-1 text-sm">{filtering ? TRY_ADJUSTING : START_BY_UPLOADING}</p>
          {filtering ? null : (
            <Link to={`${LIST}/new`} className={`${primaryButtonClass} mt-3 no-underline`}>
              Add Product Manually
            </Link>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <ProductTile key={product.id} product={product} returnTo={returnTo} />
          ))}
        </ul>
      )}
      {hasMore ? (
        <Link to={`${LIST}?${more}`} preventScrollReset className={`${secondaryButtonClass} no-underline`}>
          Load More
        </Link>
      ) : null}
    </div>
  );
}
