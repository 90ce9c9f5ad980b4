/** Review texts quoted from the storefront spec, shared by the server and the pages. */
export const RATING_REQUIRED = "Please select a rating";
export const MUST_BE_LOGGED_IN = "Must be logged in to review";
export const LOG_IN_TO_REVIEW = "Log in to write a review";
export const NO_REVIEWS = "No reviews yet. Be the first to review this product!";
export const PENDING_APPROVAL = "Pending approval";
export const REVIEW_SUBMITTED_TITLE = "Review Submitted";
export const REVIEW_SUBMITTED_MESSAGE = "Your review has been submitted and is pending approval.";
/** The spec's review failure toast: destructive, titled 'Error', with the message. */
export const REVIEW_ERROR_TITLE = "Error";

// Ours: the spec does not say how one review per product is enforced, nor how long a review may be.
export const ALREADY_REVIEWED = "You have already reviewed this product.";
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_TOO_LONG = `Please keep your review under ${REVIEW_TEXT_MAX_LENGTH} characters.`;
