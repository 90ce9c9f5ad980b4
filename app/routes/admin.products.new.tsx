import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { BackLink } from "~/admin/back-link";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { categoryOptions, createProduct } from "~/catalog/product-admin.server";
import { NewProductFields, productConstraint } from "~/catalog/product-admin-form.server";
import { DIMENSION_UNITS, PRODUCT_FLAGS, PRODUCT_UNITS } from "~/catalog/product-fields";
import { ProductForm } from "~/catalog/product-form";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp, safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";

const LIST = "/admin/products";
/** One object for every render: the form keeps what was typed while the page re-renders. */
const NEW_PRODUCT_DEFAULTS = { product_dimension_unit: "MM", product_unit: "none" };

export const meta: MetaFunction = () => adminMeta("New Product");

export const handle: AdminHandle = { breadcrumb: "New Product" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "products");
  return {
    returnTo: safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), LIST),
    constraint: productConstraint,
    ...(await categoryOptions(db())),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "products");
  const submission = await parseFormSubmission(request, NewProductFields);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await createProduct(db(), { id: user.id, email: user.email }, submission.value, {
    ipAddress: clientIp(request),
  });
  if (!outcome.ok) {
    const result = outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
      : submission.reply({ formErrors: [outcome.message] });
    return data({ result }, { status: outcome.status });
  }
  return redirectWithToast(request, `${LIST}/${outcome.id}`, {
    title: "Product created",
    description: submission.value.is_active
      ? `${outcome.name} is in the shop. Add its images below the form.`
      : `${outcome.name} was added as inactive: tick Active when it is ready for the shop.`,
    variant: "success",
  });
}

export default function NewProduct() {
  const { returnTo, constraint, categories, subcategories } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <BackLink to={returnTo}>Back to products</BackLink>
      </p>
      <h1 className="text-2xl font-bold">New Product</h1>
      <ProductForm
        mode="new"
        action={`${LIST}/new`}
        defaultValue={NEW_PRODUCT_DEFAULTS}
        constraint={constraint}
        lastResult={actionData?.result}
        categories={categories}
        subcategories={subcategories}
        flags={PRODUCT_FLAGS}
        units={PRODUCT_UNITS}
        dimensionUnits={DIMENSION_UNITS}
        returnTo={returnTo}
      />
    </div>
  );
}
