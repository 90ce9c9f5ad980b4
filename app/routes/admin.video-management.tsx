import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { VideoManagementScreen } from "~/content/video-management";
import { videoScreenAction, videoScreenLoader } from "~/content/video-management.server";

export const meta: MetaFunction = () => adminMeta("Video Management");

export const handle: AdminHandle = { breadcrumb: "Video Management" };

const PAGE = "/admin/video-management";

export async function loader({ request }: LoaderFunctionArgs) {
  return videoScreenLoader(request, "home");
}

export async function action({ request }: ActionFunctionArgs) {
  return videoScreenAction(request, "home", PAGE);
}

export default function VideoManagement() {
  const screen = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return <VideoManagementScreen {...screen} path={PAGE} title="Video Management" refusal={refusal} />;
}
