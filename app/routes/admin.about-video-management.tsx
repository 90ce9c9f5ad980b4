import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { VideoManagementScreen } from "~/content/video-management";
import { videoScreenAction, videoScreenLoader } from "~/content/video-management.server";

export const meta: MetaFunction = () => adminMeta("About Video Management");

export const handle: AdminHandle = { breadcrumb: "About Video Management" };

const PAGE = "/admin/about-video-management";

export async function loader({ request }: LoaderFunctionArgs) {
  return videoScreenLoader(request, "about");
}

export async function action({ request }: ActionFunctionArgs) {
  return videoScreenAction(request, "about", PAGE);
}

export default function AboutVideoManagement() {
  const screen = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return <VideoManagementScreen {...screen} path={PAGE} title="About Video Management" refusal={refusal} />;
}
