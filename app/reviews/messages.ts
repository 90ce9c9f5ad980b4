/** Review texts quoted from the storefront spec, shared by the server and the pages. */
export const RATING_REQUIRED = "Please select a rating";
export const MUST_BE_LOGGED_IN = "Must be logged in to review";
export const LOG_IN_TO_REVIEW = "Log in to write a review";
export const NO_REVIEWS = "No reviews yet. Be the first to review this product!";
export const PENDING_APPROVAL = "Pending approval";
/** The author's own review after moderators turned it down (not a spec text: the spec is silent). */
export const NOT_PUBLISHED = "Not published";
export const REVIEW_SUBMITTED_TITLE = "Review Submitted";
export const REVIEW_SUBMITTED_MESSAGE = "Your review has been submitted and is pending approval.";
/** The spec's review failure toast: destructive, titled 'Error', with the message. */
export const REVIEW_ERROR_TITLE = "Error";

// Ours: the spec does not say how one review per product is enforced, nor how long a review may be.
export const ALREADY_REVIEWED = "You have already reviewed this product.";
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_TOO_LONG = `Please keep your review under ${REVIEW_TEXT_MAX_LENGTH} characters.`;

// The Leave Reviews screen (/reviews), quoted from the accounts spec.
export const UNKNOWN_PRODUCT = "Unknown Product";

export function pointsBadge(points: number): string {
  return `+${points} pts`;
}

// Ours: the spec does not word these.
export const NO_REVIEWS_TO_SUBMIT = "There are no reviews to submit: these products were already reviewed or skipped.";
export const REVIEWS_NOT_UNDERSTOOD = "We could not read your reviews. Please reload the page and try again.";
export function pointsHint(reviewsPerBonus: number, bonusPoints: number): string {
  return `Every ${reviewsPerBonus} reviews you submit together earn ${bonusPoints} loyalty points.`;
}

// Review moderation (/admin/reviews), quoted from the back-office spec.
export const REVIEW_APPROVED_TITLE = "Review Approved";
export const FAILED_TO_APPROVE = "Failed to approve review";
export const FAILED_TO_REJECT = "Failed to reject review";
export const FAILED_TO_ADD_RESPONSE = "Failed to add response";
export const ADD_RESPONSE_AND_APPROVE = "Add Response & Approve";
// Ours: the spec does not word these.
export const REVIEW_REJECTED_TITLE = "Review rejected";
export const REVIEW_REJECTED_MESSAGE = "The review will not be shown on the shop.";
export const REVIEW_APPROVED_MESSAGE = "The review now shows on the product page.";
export const RESPONSE_REQUIRED = "Please write a response before choosing Add Response & Approve.";
export const RESPONSE_MAX_LENGTH = 2000;
export const RESPONSE_TOO_LONG = `Please keep the response under ${RESPONSE_MAX_LENGTH} characters.`;
export const REVIEW_GONE = "That review no longer exists.";
export const REVIEW_ALREADY_APPROVED =
  "That review is already approved; only reviews not yet approved can be rejected.";
export const NO_PENDING_REVIEWS = "No reviews are waiting for approval.";
export const NO_REVIEWS_AT_ALL = "No reviews yet.";
