/** Where a review stands in moderation: waiting, approved (on the shop) or rejected (kept, hidden). */
export type ModerationState = "pending" | "approved" | "rejected";

export function moderationState(approved: boolean, rejectedAt: string | null): ModerationState {
  if (approved) return "approved";
  return rejectedAt ? "rejected" : "pending";
}

export const MODERATION_STATE_LABELS: Record<ModerationState, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** Which buttons a review offers: Reject only before approval; the response button needs text. */
export function moderationActions(state: ModerationState, response: string) {
  const hasResponse = response.trim() !== "";
  return {
    approve: !hasResponse && state !== "approved",
    respond: hasResponse,
    reject: state !== "approved",
  };
}

/** How many reviews each list shows at first; 'Show more' is a link that raises it. */
export const MODERATION_PAGE_SIZE = 50;
