import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { cartMessages } from "~/cart/cart-messages.server";
import { loadBankDetailsScreen, saveBankDetails } from "~/orders/bank-details-admin.server";
import {
  ACCOUNT_TYPES,
  type BankDetailsFields,
  BankDetailsForm,
  bankDetailsConstraint,
  bankDetailsFormValues,
} from "~/orders/bank-details-form.server";
import { EftBox } from "~/orders/eft-box";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

export const meta: MetaFunction = () => adminMeta("EFT bank details");

export const handle: AdminHandle = { breadcrumb: "EFT bank details" };

const PAGE = "/admin/bank-details";
/** An order number of the usual shape, for the preview of the EFT box. */
const EXAMPLE_REFERENCE = "ORD-2026-000123";
const EXAMPLE_AMOUNT_CENTS = 75_990;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "payments");
  const { bank, showsDemo, savedAt, savedBy } = await loadBankDetailsScreen(db());
  return {
    // The EFT box's preview, in English as every staff screen (decision 0110).
    messages: cartMessages("en", ["eft."]),
    bank,
    showsDemo,
    savedAt,
    savedBy,
    // The demo account is never offered as a starting point: staff type the real one.
    values: bankDetailsFormValues(showsDemo ? null : bank),
    accountTypes: ACCOUNT_TYPES,
    constraint: bankDetailsConstraint,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, BankDetailsForm);
  const user = await requireStaff(request, "payments");
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  await saveBankDetails(db(), { id: user.id, email: user.email }, submission.value, {
    ipAddress: clientIp(request),
  });
  return redirectWithToast(request, PAGE, {
    title: "Bank details saved",
    description: "Customers see this account in the EFT box from now on.",
    variant: "success",
  });
}

export default function BankDetailsPage() {
  const { savedAt } = useLoaderData<typeof loader>();
  // A save brings new values: a fresh form shows them.
  return <BankDetailsScreen key={savedAt ?? "demo"} />;
}

function BankDetailsScreen() {
  const { bank, showsDemo, savedAt, savedBy, values, accountTypes, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<BankDetailsFields>({
    id: "bank-details",
    lastResult: actionData?.result,
    defaultValue: values,
    constraint,
    shouldRevalidate: "onBlur",
  });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">EFT bank details</h1>
        <p className="mt-1 text-sm text-stone-700">
          The account customers pay into by EFT: shown on the order confirmation, the order details and the order
          e-mail.{" "}
          {savedAt ? `Last saved ${formatDateTime(savedAt)}${savedBy ? ` by ${savedBy}` : ""}.` : "Never saved yet."}
        </p>
      </div>
      {showsDemo ? <Alert title="Customers now see the demo account: set the real one." tone="info" /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {actionData && actionData.result.status === "error" ? (
          <Alert title="Please check the bank details">
            Nothing was saved. The values to correct are marked below.
          </Alert>
        ) : null}
        <fieldset className="space-y-3 rounded-md border border-stone-200 p-3">
          <legend className="px-1 font-semibold">The shop's bank account</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField field={fields.bankName} label="Bank name" autoComplete="off" />
            <TextField field={fields.accountHolder} label="Account holder" autoComplete="off" />
            <TextField
              field={fields.accountNumber}
              label="Account number"
              hint="Digits; spaces between groups are fine."
              inputMode="numeric"
              autoComplete="off"
            />
            <Field id={fields.accountType.id} label="Account type" errors={fields.accountType.errors}>
              <select {...getSelectProps(fields.accountType)} className={inputClass} key={fields.accountType.key}>
                <option value="">Choose the account type</option>
                {accountTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </Field>
            <TextField
              field={fields.branchCode}
              label="Branch code"
              hint="6 digits: the bank's universal branch code."
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        </fieldset>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? "Saving..." : "Save bank details"}
        </button>
      </Form>
      <section aria-labelledby="eft-preview" className="space-y-2 border-t border-stone-200 pt-4">
        <h2 id="eft-preview" className="text-lg font-semibold">
          What customers see
        </h2>
        <p className="text-sm text-stone-700">
          The EFT box with the saved details, here with an example order number as the reference.
        </p>
        <EftBox bank={bank} reference={EXAMPLE_REFERENCE} amountCents={EXAMPLE_AMOUNT_CENTS} />
      </section>
    </div>
  );
}
