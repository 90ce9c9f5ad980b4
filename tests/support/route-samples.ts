import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/platform/db.server";
import { saveFile } from "~/platform/storage.server";
import { insertRouteSamples, samplePath as samplePathOf } from "./route-files";

export { paramsFor, urlPattern } from "./route-files";

/**
 * Every route module of the app, found from the route files, and a real address to ask each at:
 * shared by the vitest files that go through every route (the route access table, the CSV
 * downloads), so a new route is covered by them without editing them. The addresses and sample
 * records themselves are in route-files.ts, which the browser tests use too.
 */
export type RouteModule = {
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
};
export const routeModules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");
export const routeFiles = Object.fromEntries(
  Object.entries(routeModules).map(([file, load]) => [file.replace(/^.*\/routes\//, "").replace(/\.tsx?$/, ""), load]),
);

/** Real records for the routes whose address has parameters (once per test file), and their addresses. */
export function createRouteSamples(): Promise<Record<string, string>> {
  return insertRouteSamples(db(), saveFile);
}

/** The address a route is asked at: its own, or a sample with real records for its parameters. */
export function samplePath(samples: Record<string, string>, file: string): string {
  return samplePathOf(file, samples);
}
