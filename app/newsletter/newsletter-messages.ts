/** Newsletter management's texts, word for word from the spec where it gives them. */
export const VALIDATION_ERROR_TITLE = "Validation Error";
export const REQUIRED_ENGLISH = "Please fill in all required English fields";
export const IMAGE_TOO_LARGE = "Image size must be less than 5MB";
export const IMAGE_NOT_AN_IMAGE = "Please select an image file";
export const NOT_AUTHENTICATED = "User not authenticated";

export const FAILED_TO_FETCH_NEWSLETTERS = "Failed to fetch newsletters";
export const FAILED_TO_DELETE = "Failed to delete newsletter";
export const FAILED_TO_SEND = "Failed to send newsletter";
export const FAILED_TO_FETCH_SUBSCRIBERS = "Failed to fetch subscribers";
export const FAILED_TO_UPDATE_SUBSCRIBER = "Failed to update subscriber";
export const FAILED_TO_SAVE = "Failed to save newsletter";
export const FAILED_TO_UPLOAD_IMAGE = "Failed to upload image";

export const NO_SUBSCRIBERS_FOUND = "No subscribers found.";

/** Our own words, where the spec names the refusal but not its reason. */
export const ALREADY_SENT = "This newsletter has already been sent: a sent newsletter cannot be changed or sent again.";
export const NOBODY_SUBSCRIBED = "Nobody is subscribed: there is no one to send it to.";
export const NEWSLETTER_NOT_FOUND = "That newsletter no longer exists.";
export const SUBSCRIBER_NOT_FOUND = "That subscriber no longer exists.";

export const CARTOON_ALT_REQUIRED =
  "Please describe the cartoon in a few words (its alt text), for readers who cannot see it.";

export const SUBJECT_TIP = "Tip: subjects of 30-50 characters per language read best.";

export const sendButtonLabel = (count: number) => `Send to ${count} subscriber${count === 1 ? "" : "s"}`;
/** The editor's fields as its labels name them (the notes of a refused stale save). */
export const NEWSLETTER_FIELD_LABELS = {
  title: "Title",
  status: { label: "Status", choices: { draft: "Draft", published: "Published" } },
  subjectEn: "Subject (English)",
  contentEn: "Content (English)",
  subjectAf: "Subject (Afrikaans, optional)",
  contentAf: "Content (Afrikaans, optional)",
};
