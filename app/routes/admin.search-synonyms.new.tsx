import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { SYNONYMS_PAGE, SynonymEditor, type SynonymReply } from "~/catalog/search-synonym-editor";
import { NewSynonymForm, SYNONYM_CONSTRAINT } from "~/catalog/search-synonym-form";
import { createSynonym } from "~/catalog/search-synonyms-admin.server";
import { NEW_SYNONYM_TITLE, SYNONYMS_INTRO } from "~/catalog/search-synonyms-messages";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";

export const meta: MetaFunction = () => adminMeta(NEW_SYNONYM_TITLE);

export const handle: AdminHandle = { breadcrumb: NEW_SYNONYM_TITLE };

/** `?words=` fills in the words (the misses list links here with the search that found nothing). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "categories");
  const words = (new URL(request.url).searchParams.get("words") ?? "").trim().slice(0, 200);
  return { words, constraint: SYNONYM_CONSTRAINT };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, "categories");
  const submission = await parseFormSubmission(request, NewSynonymForm);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), clash: null } satisfies SynonymReply, { status: 400 });
  }
  const outcome = await createSynonym(db(), { id: user.id, email: user.email }, submission.value, {
    ipAddress: clientIp(request),
  });
  if (!outcome.ok) {
    const result = outcome.field
      ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
      : submission.reply({ formErrors: [outcome.message] });
    return data({ result, clash: outcome.clash ?? null } satisfies SynonymReply, { status: outcome.status });
  }
  return redirectWithToast(request, SYNONYMS_PAGE, {
    title: outcome.title,
    description: outcome.description,
    variant: "success",
  });
}

export default function NewSearchSynonym() {
  const { words, constraint } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{NEW_SYNONYM_TITLE}</h1>
        <p className="mt-1 max-w-2xl text-sm text-stone-700">{SYNONYMS_INTRO}</p>
      </div>
      <SynonymEditor
        id="synonym-new"
        defaultValue={{ kind: "two_way", words, targets: "" }}
        reply={reply}
        constraint={constraint}
        cancelHref={SYNONYMS_PAGE}
        submitLabel="Add synonym"
      />
    </div>
  );
}
