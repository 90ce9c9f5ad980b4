import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { ProgressBar, RefreshWhileRunning } from "~/admin/job-progress";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import {
  applyBulkAssignment,
  cancelBulkAssignment,
  loadBulkRun,
  loadRunProducts,
  type RunProductLine,
  requestStop,
  undoBulkRun,
} from "~/catalog/bulk-category.server";
import {
  BULK_CANCELLED,
  BULK_COMPLETE,
  BULK_FAILED,
  BULK_STOPPED,
  BULK_UNDONE,
  CHECK_COMPLETE,
  CHECKING,
  NO_CATEGORY_PRODUCTS,
  NOT_FILED,
  NOT_FILED_EXPLAINED,
  RUN_NOT_FOUND,
  runSummary,
  stoppedDescription,
} from "~/catalog/bulk-category-messages";
import { NO_CATEGORY_FILTER } from "~/catalog/product-admin-messages";
import { db } from "~/platform/db.server";
import { formatDate } from "~/platform/format";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Bulk Category Assignment");

export const handle: AdminHandle = { breadcrumb: "Bulk Category Assignment" };

const PAGE = "/admin/bulk-category-assignment";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "bulkCategoryAssignment");
  const run = await loadBulkRun(db(), params.runId ?? "");
  if (!run) throw data(RUN_NOT_FOUND, { status: 404 });
  const products = await loadRunProducts(db(), run.id, !["checking", "checked", "cancelled"].includes(run.status));
  const confirmUndo = new URL(request.url).searchParams.get("undo") === "1";
  return { run, products, confirmUndo };
}

const RunAction = z.object({ intent: z.enum(["stop", "apply", "cancel", "undo"]) });

const TOASTS = {
  stop: { title: "Stopping", description: "The run stops after the current product." },
  apply: { title: "Applying the run" },
  cancel: { title: BULK_CANCELLED },
} as const;

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, "bulkCategoryAssignment");
  const submission = await parseFormSubmission(request, RunAction);
  if (submission.status !== "success") return data({ message: "Unknown action." }, { status: 400 });
  const runId = params.runId ?? "";
  const actor = { id: user.id, email: user.email };
  const meta = { ipAddress: clientIp(request) };
  const intent = submission.value.intent;
  if (intent === "undo") {
    const outcome = await undoBulkRun(db(), actor, runId, meta);
    if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
    return redirectWithToast(request, `${PAGE}/${runId}`, {
      title: BULK_UNDONE,
      description: `${outcome.restored} back where they were, ${outcome.leftAlone} left alone.`,
    });
  }
  const run = { stop: requestStop, apply: applyBulkAssignment, cancel: cancelBulkAssignment }[intent];
  const outcome = await run(db(), actor, runId, meta);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  return redirectWithToast(request, `${PAGE}/${runId}`, TOASTS[intent]);
}

function Tiles({ items }: { items: [string, number][] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-md border border-stone-200 bg-white p-3">
          <dt className="text-xs text-stone-700">{label}</dt>
          <dd className="text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Products the apply did not change: re-filed by someone since the check (and old runs' misses). */
function ErrorList({ errors, more }: { errors: { wsCode: string; message: string }[]; more: number }) {
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby="bulk-errors" className="space-y-1">
      <h2 id="bulk-errors" className="text-lg font-semibold">
        Left alone
      </h2>
      <ul className="list-disc pl-5 text-sm text-red-800">
        {errors.map((error) => (
          <li key={error.wsCode}>
            {error.wsCode}: {error.message}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm">and {more} more</p> : null}
    </section>
  );
}

/** Products the rule was not sure of, each a link to its editor to file it by hand. */
function NotFiledList({
  products,
  more,
}: {
  products: { wsCode: string; name: string; productId: string }[];
  more: number;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="not-filed" className="space-y-1">
      <h2 id="not-filed" className="text-lg font-semibold">
        {NOT_FILED}
      </h2>
      <p className="max-w-2xl text-sm text-stone-700">{NOT_FILED_EXPLAINED}</p>
      <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
        {products.map((product) => (
          <li key={product.wsCode} className="break-words">
            <Link to={`/admin/products/${product.productId}`} className="block p-2 underline">
              {product.wsCode} {product.name}
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm">and {more} more</p> : null}
      <p className="text-sm">
        <Link
          to={`/admin/products?category=${NO_CATEGORY_FILTER.value}&inactive=on`}
          className="inline-block py-1 underline"
        >
          {NO_CATEGORY_PRODUCTS}
        </Link>
      </p>
    </section>
  );
}

function PerCategory({ counts }: { counts: { category: string; products: number }[] }) {
  if (counts.length === 0) return null;
  return (
    <section aria-labelledby="per-category" className="space-y-1">
      <h2 id="per-category" className="text-lg font-semibold">
        Products per category
      </h2>
      <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm sm:max-w-xl">
        {counts.map(({ category, products }) => (
          <li key={category} className="flex justify-between gap-3 p-2">
            <span className="break-words">{category}</span>
            <span className="font-semibold">{products}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MoveList({ heading, moves, more }: { heading: string; moves: RunProductLine[]; more: number }) {
  if (moves.length === 0) return null;
  return (
    <section aria-labelledby="bulk-moves" className="space-y-1">
      <h2 id="bulk-moves" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
        {moves.map((move) => (
          <li key={move.wsCode} className="p-2 break-words">
            <span className="font-semibold">{move.wsCode}</span> {move.name}: {move.from} → {move.to}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm">and {more} more</p> : null}
    </section>
  );
}

function undoConfirmation(runId: string): Confirmation {
  return {
    title: "Undo this run?",
    message:
      "Every product this run moved goes back to the category it had before the run. Products whose category has changed since are left alone and listed.",
    confirmLabel: "Undo run",
    action: `${PAGE}/${runId}`,
    fields: { intent: "undo" },
  };
}

export default function BulkRun() {
  const { run, products, confirmUndo } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const runPage = `${PAGE}/${run.id}`;
  const running = run.status === "processing";
  const checking = run.status === "checking";
  const applied = ["complete", "stopped", "failed"].includes(run.status);
  const canUndo = applied && !run.undone_at && products.recorded > 0;

  if (confirmUndo && canUndo) return <ConfirmationPage confirmation={undoConfirmation(run.id)} cancelHref={runPage} />;

  const percent = run.total > 0 ? (run.processed / run.total) * 100 : 100;

  return (
    <div className="space-y-5">
      <RefreshWhileRunning active={running || checking} />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold break-words">
          Bulk Category Assignment: {run.start_code} to {run.end_code}
        </h1>
        <p className="text-sm text-stone-700">
          Checked {formatDate(run.created_at)} by {run.createdByEmail ?? "Unknown"}
          {run.include_manual ? ", products filed by hand included" : ""}
        </p>
      </div>
      {refused ? <Alert title={refused.message} /> : null}

      {checking ? (
        <>
          <Alert tone="info" title={CHECKING}>
            A range this long is checked in the background. This page shows where each product would move when the check
            is done.
          </Alert>
          <ProgressBar percent={percent} label={`${run.processed} of ${run.total} products checked`} />
          <Form method="post">
            <button type="submit" name="intent" value="cancel" className={secondaryButtonClass} disabled={busy}>
              Cancel
            </button>
          </Form>
        </>
      ) : null}

      {run.status === "checked" ? (
        <>
          <Alert tone="info" title={CHECK_COMPLETE}>
            Read where each product would move, then apply the run or cancel it.
          </Alert>
          <Tiles
            items={[
              ["Would move", run.moves],
              ["Already in place", products.staying],
              [NOT_FILED, products.notFiledCount],
            ]}
          />
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <button type="submit" name="intent" value="apply" className={primaryButtonClass} disabled={busy}>
                Apply
              </button>
            </Form>
            <Form method="post">
              <button type="submit" name="intent" value="cancel" className={secondaryButtonClass} disabled={busy}>
                Cancel
              </button>
            </Form>
          </div>
          <PerCategory counts={products.perCategory} />
          <MoveList heading="What would change" moves={products.moves} more={products.moreMoves} />
          <NotFiledList products={products.notFiled} more={products.moreNotFiled} />
        </>
      ) : null}

      {run.status === "cancelled" ? (
        <Alert tone="info" title={BULK_CANCELLED}>
          {run.failure ? `${run.failure}.` : "Nothing was changed."}
        </Alert>
      ) : null}

      {running || applied ? (
        <>
          <ProgressBar
            percent={percent}
            label={`${run.processed} of ${run.total} products${running && run.stop_requested ? " (stopping)" : ""}`}
          />
          {run.current_product ? (
            <p className="text-sm">
              {running ? "Current product" : "Last product"}:{" "}
              <span className="font-semibold">{run.current_product}</span>
            </p>
          ) : null}
          <Tiles
            items={[
              ["Processed", run.processed],
              ["Filed", run.successful],
              [NOT_FILED, run.not_filed],
              ...(run.left_alone > 0 ? [["Left alone", run.left_alone] as [string, number]] : []),
            ]}
          />
        </>
      ) : null}
      {running ? (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="stop"
            className={secondaryButtonClass}
            disabled={busy || run.stop_requested === 1}
          >
            Stop
          </button>
        </Form>
      ) : null}
      {run.status === "complete" ? (
        <Alert title={BULK_COMPLETE} tone={run.left_alone > 0 ? "info" : "success"}>
          {runSummary(run)}
        </Alert>
      ) : null}
      {run.status === "stopped" ? (
        <Alert title={BULK_STOPPED} tone="info">
          {stoppedDescription(run)}
        </Alert>
      ) : null}
      {run.status === "failed" ? <Alert title={BULK_FAILED}>{run.failure}</Alert> : null}
      {run.undone_at ? (
        <Alert title={BULK_UNDONE} tone="info">
          {formatDate(run.undone_at)}: {run.undo_restored} back where they were before the run, {run.undo_left_alone}{" "}
          left alone because their category changed since.
        </Alert>
      ) : null}
      {canUndo ? (
        <ConfirmButton label="Undo run" confirmation={undoConfirmation(run.id)} confirmHref={`${runPage}?undo=1`} />
      ) : null}

      {products.leftAlone.length > 0 ? (
        <section aria-labelledby="left-alone" className="space-y-1">
          <h2 id="left-alone" className="text-lg font-semibold">
            Left alone: changed since the run
          </h2>
          <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
            {products.leftAlone.map((line) => (
              <li key={line.wsCode} className="p-2 break-words">
                <span className="font-semibold">{line.wsCode}</span> {line.name}: now {line.now} (the run moved it from{" "}
                {line.from} to {line.to})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {applied ? (
        <>
          <NotFiledList products={products.notFiled} more={products.moreNotFiled} />
          <ErrorList errors={run.errors} more={run.moreErrors} />
          <MoveList
            heading={run.undone_at ? "What the run had moved" : "What changed"}
            moves={products.moves}
            more={products.moreMoves}
          />
        </>
      ) : null}
      <Link to={PAGE} className="underline">
        Back to Bulk Category Assignment
      </Link>
    </div>
  );
}
