import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { contentMessages } from "~/content/content-messages.server";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn } from "~/shop/use-shop";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "content:tools.title")} | ${shopNameIn(matches)}` },
  { name: "description", content: translateIn(matches, "content:tools.description") },
];

export function loader({ request }: LoaderFunctionArgs) {
  return { messages: contentMessages(requestLanguage(request), ["tools."]) };
}

export default function ToolsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl rounded-lg bg-white px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{t("content:tools.comingSoon")}</h1>
      <p className="mt-2 text-stone-700">{t("content:tools.text")}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-4">
        <Link to="/" className="font-semibold">
          {t("content:tools.home")}
        </Link>
        <Link to="/products" className="font-semibold">
          {t("content:tools.products")}
        </Link>
      </p>
    </div>
  );
}
