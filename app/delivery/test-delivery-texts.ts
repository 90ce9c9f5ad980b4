import { TEST_LOG_LINES } from "./test-log";

/** The delivery test page's address and tabs, shared by its loader and its components. */
export const TEST_DELIVERY_PATH = "/test-delivery";
export const TEST_TABS = ["full", "calculator", "simple", "logs"] as const;
export type TestTab = (typeof TEST_TABS)[number];
export const TEST_TAB_LABELS: Record<TestTab, string> = {
  full: "Full Page",
  calculator: "Calculator",
  simple: "Simple Form",
  logs: "Logs",
};
export const TEST_LOG_LINES_SHOWN = TEST_LOG_LINES;
