import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { VideoManagementScreen } from "~/content/video-management";
import { videoScreenAction, videoScreenLoader } from "~/content/video-management.server";

export const meta: MetaFunction = () => adminMeta("Home Video Management");

export const handle: AdminHandle = { breadcrumb: "Home Video Management" };

const PAGE = "/admin/home-video-management";

export async function loader({ request }: LoaderFunctionArgs) {
  return videoScreenLoader(request, "home");
}

export async function action({ request }: ActionFunctionArgs) {
  return videoScreenAction(request, "home", PAGE);
}

export default function HomeVideoManagement() {
  const screen = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return <VideoManagementScreen {...screen} path={PAGE} title="Home Video Management" refusal={refusal} />;
}
