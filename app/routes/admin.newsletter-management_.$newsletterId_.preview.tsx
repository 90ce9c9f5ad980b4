import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { newsletterBodyHtml } from "~/newsletter/newsletter-email.server";
import { NEWSLETTER_NOT_FOUND } from "~/newsletter/newsletter-messages";
import { NewsletterBody } from "~/newsletter/newsletter-preview";
import { splitSubject } from "~/newsletter/newsletter-rules";
import { findNewsletter } from "~/newsletter/newsletters.server";
import { db } from "~/platform/db.server";

export const meta: MetaFunction = () => adminMeta("Newsletter Preview");

export const handle: AdminHandle = { breadcrumb: "Preview" };

/** A newsletter as its readers will see it: both languages, English first, as the e-mail's HTML. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "newsletters");
  const newsletter = await findNewsletter(db(), params.newsletterId ?? "");
  if (!newsletter) throw data(NEWSLETTER_NOT_FOUND, { status: 404 });
  return {
    id: newsletter.id,
    title: newsletter.title,
    subject: splitSubject(newsletter.subject),
    html: newsletterBodyHtml({
      subject: newsletter.subject,
      content: newsletter.content,
      imageUrl: newsletter.cartoon_image_url,
      imageAlt: newsletter.cartoon_alt_text,
    }),
  };
}

export default function NewsletterPreview() {
  const preview = useLoaderData<typeof loader>();
  return <NewsletterPreviewView {...preview} />;
}

function NewsletterPreviewView({
  title,
  subject,
  html,
}: {
  title: string;
  subject: { en: string; af: string };
  html: string;
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Preview: {title}</h1>
      <dl className="text-sm">
        <dt className="font-semibold">Subject (English)</dt>
        <dd>{subject.en}</dd>
        {subject.af ? (
          <>
            <dt className="mt-1 font-semibold">Subject (Afrikaans)</dt>
            <dd lang="af">{subject.af}</dd>
          </>
        ) : null}
      </dl>
      <NewsletterBody html={html} />
      <Link to="/admin/newsletter-management" className="underline">
        Back to Newsletter Management
      </Link>
    </div>
  );
}
