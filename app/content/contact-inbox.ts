import type { ContactSource } from "./contact.server";

/**
 * The contact-messages inbox's words and fixed lists, for the pages and the server module alike
 * (app/content/contact-inbox.server.ts has the queries and the changes).
 */

export const INBOX_TABS = ["unread", "read", "archived"] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export const INBOX_TAB_LABELS: Record<InboxTab, string> = {
  unread: "Unread",
  read: "Read",
  archived: "Archived",
};

export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = {
  contact: "Contact form",
  consultant: "Consultant request",
};

export const INBOX_PAGE_SIZE = 25;

export const INBOX_CHANGES = ["read", "unread", "archive", "unarchive"] as const;
export type InboxChange = (typeof INBOX_CHANGES)[number];

export const MESSAGE_NOT_FOUND = "Message not found";
