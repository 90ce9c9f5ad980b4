import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink } from "~/admin/back-link";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { openedSnapshot, type StaleEditReport, staleEditReply } from "~/admin/stale-edit";
import {
  categoryOptions,
  findProductForEdit,
  productFormValues,
  stockQuantityOf,
  updateProduct,
} from "~/catalog/product-admin.server";
import { ProductFields, productConstraint } from "~/catalog/product-admin-form.server";
import { PRODUCT_UPDATED } from "~/catalog/product-admin-messages";
import { DIMENSION_UNITS, PRODUCT_FIELD_LABELS, PRODUCT_FLAGS, PRODUCT_UNITS } from "~/catalog/product-fields";
import { ProductForm } from "~/catalog/product-form";
import { ProductMediaManager } from "~/catalog/product-media";
import { loadProductMedia } from "~/catalog/product-media.server";
import { priceWarnings } from "~/catalog/product-update-rules";
import { formatQuantity } from "~/catalog/stock-status";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp, safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";

const LIST = "/admin/products";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Edit ${data.product.name}` : "Edit product");

export const handle: AdminHandle = {
  breadcrumb: (data) => (data as { product?: { name: string } } | undefined)?.product?.name ?? "Product",
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  const product = await findProductForEdit(db(), params.productId ?? "");
  if (!product) throw new Response("Not found", { status: 404 });
  const [options, quantity, media] = await Promise.all([
    categoryOptions(db()),
    stockQuantityOf(db(), product.id),
    loadProductMedia(db(), product.id),
  ]);
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), LIST);
  const values = productFormValues(product);
  return {
    product: {
      id: product.id,
      wsCode: product.ws_code,
      name: product.website_title || product.product_name,
      updatedAt: product.updated_at,
      lastPriceUpdate: product.last_price_update,
      stockAvailable: product.stock_available === 1,
      quantity,
    },
    values,
    opened: openedSnapshot(values),
    media,
    constraint: productConstraint,
    returnTo,
    ...options,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "products");
  const submission = await parseFormSubmission(request, ProductFields);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), currentUpdatedAt: null as string | null, stale: null as StaleEditReport | null },
      { status: 400 },
    );
  }
  const outcome = await updateProduct(
    db(),
    { id: user.id, email: user.email },
    params.productId ?? "",
    submission.value,
    {
      ipAddress: clientIp(request),
    },
  );
  if (!outcome.ok && outcome.current) {
    // Someone saved since the form was opened: show it again merged, theirs where you changed nothing.
    const { categories, subcategories } = await categoryOptions(db());
    const { result, stale } = staleEditReply(submission.reply({ formErrors: [outcome.message] }), submission.payload, {
      current: outcome.current,
      version: { field: "updatedAt", value: outcome.currentUpdatedAt ?? null },
      labels: {
        ...PRODUCT_FIELD_LABELS,
        ...Object.fromEntries(PRODUCT_FLAGS.map(([name, label]) => [name, { label, checkbox: true }])),
        category_id: { label: "Category", choices: Object.fromEntries(categories.map((c) => [c.id, c.name])) },
        subcategory_id: { label: "Subcategory", choices: Object.fromEntries(subcategories.map((s) => [s.id, s.name])) },
      },
    });
    return data({ result, currentUpdatedAt: outcome.currentUpdatedAt ?? null, stale }, { status: outcome.status });
  }
  if (!outcome.ok) {
    const result = outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
      : submission.reply({ formErrors: [outcome.message] });
    return data(
      { result, currentUpdatedAt: outcome.currentUpdatedAt ?? null, stale: null },
      { status: outcome.status },
    );
  }
  // The price notes never block a save; they travel with the confirmation so they are not missed.
  const warnings = priceWarnings(submission.value.excl_price, submission.value.incl_price);
  return redirectWithToast(request, safeRedirectPath(submission.value.returnTo, LIST), {
    title: PRODUCT_UPDATED.title,
    description: [PRODUCT_UPDATED.description, ...warnings].join(" "),
    variant: "success",
  });
}

export default function EditProduct() {
  const { product, values, opened, media, constraint, returnTo, categories, subcategories } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4" key={product.updatedAt}>
      <p className="text-sm">
        <BackLink to={returnTo}>Back to products</BackLink>
      </p>
      <div>
        <h1 className="text-2xl font-bold">{product.name}</h1>
        <p className="text-sm text-stone-700">
          {product.wsCode} ·{" "}
          <a
            href={`/product/${encodeURIComponent(product.wsCode)}?includeInactive=true`}
            target="_blank"
            rel="noreferrer"
          >
            View in the shop
          </a>
        </p>
      </div>
      <ProductForm
        mode="edit"
        action={`${LIST}/${product.id}`}
        defaultValue={values}
        constraint={constraint}
        lastResult={actionData?.result}
        categories={categories}
        subcategories={subcategories}
        flags={PRODUCT_FLAGS}
        units={PRODUCT_UNITS}
        dimensionUnits={DIMENSION_UNITS}
        updatedAt={actionData?.currentUpdatedAt ?? product.updatedAt}
        opened={actionData?.stale?.opened ?? opened}
        stale={actionData?.stale}
        returnTo={returnTo}
        readOnly={
          <dl className="grid grid-cols-2 gap-2 rounded-md bg-stone-50 p-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-stone-600">WS code</dt>
              <dd className="font-semibold">{product.wsCode}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Stock</dt>
              <dd>
                {product.quantity === null ? "Not counted" : formatQuantity(product.quantity)} (
                {product.stockAvailable ? "in stock" : "out of stock"}) ·{" "}
                <Link to={`/admin/stock-levels/${product.id}`} className="underline">
                  History
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Last price update</dt>
              <dd>{product.lastPriceUpdate ? formatDateTime(product.lastPriceUpdate) : "Never"}</dd>
            </div>
          </dl>
        }
      />
      {media ? (
        <div className="border-t border-stone-200 pt-4">
          <ProductMediaManager media={media} returnTo={`${LIST}/${product.id}`} />
        </div>
      ) : null}
    </div>
  );
}
