/**
 * The back office's texts for the content pages, word for word from the specs (staff screens stay
 * English). What customers read is in the catalogues, `app/locales/{en,af}/content.json`.
 */
/** The policy list's words for an inactive policy, as the customer's page says them (`content:policy.inactive*`). */
export const POLICY_INACTIVE_TITLE = "Policy Inactive";
export const POLICY_INACTIVE_MESSAGE = "This policy is currently inactive and cannot be viewed publicly";

// Blog management (back-office spec, sections 2 and 8).
export const NO_BLOG_POSTS = "No blog posts yet";
export const NO_EXCERPT = "No excerpt provided";
export const FAILED_TO_DELETE_POST = "Failed to delete blog post";
export const FAILED_TO_UPDATE_POST = "Failed to update blog post";
export const FAILED_TO_FETCH_POSTS = "Failed to fetch blog posts";
// Ours: the spec does not word these.
export const POST_TITLE_REQUIRED = "Please enter a title";
export const POST_CONTENT_REQUIRED = "Please write the post's content";
export const POST_SLUG_TAKEN = "Another post already uses this slug: choose another.";
export const POST_SLUG_INVALID = "A slug needs at least one letter or digit.";
export const POST_NOT_FOUND = "That blog post no longer exists.";
export const POST_SAVED = "Post saved";
/** The editor's fields as its labels name them (the notes of a refused stale save). */
export const BLOG_FIELD_LABELS = {
  title: "Title",
  slug: "Slug",
  category: "Category",
  authorName: "Author",
  excerpt: "Excerpt",
  content: "Content (Markdown)",
  tags: "Tags",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  seoKeywords: "SEO keywords",
};
export const POST_PUBLISHED = "Post published";
export const POST_UNPUBLISHED = "Post unpublished";
export const POST_DELETED = "Post deleted";
export const tooLong = (max: number) => `Please keep this under ${max} characters`;

// Policy management (back-office spec, sections 5 and 8).
export const POLICY_TITLE_REQUIRED = "Title is required";
export const POLICY_CONTENT_REQUIRED = "Content is required";
export const POLICY_UPLOADED = "Policy uploaded successfully";
export const policyStatusChanged = (active: boolean) => `Policy ${active ? "activated" : "deactivated"} successfully`;
export const FAILED_TO_UPDATE_POLICY = "Failed to update policy";
export const FAILED_TO_CREATE_POLICY = "Failed to create policy";
export const FAILED_TO_UPDATE_POLICY_STATUS = "Failed to update policy status";
export const POLICY_NOT_FOUND_ADMIN = "Policy not found";
export const POLICY_CATEGORIES = [
  "Terms of Service",
  "Privacy Policy",
  "Return Policy",
  "Shipping Policy",
  "Employment",
  "Safety",
  "Quality Assurance",
  "Environmental",
  "Other",
] as const;
export type PolicyCategory = (typeof POLICY_CATEGORIES)[number];
// Ours.
export const POLICY_TITLE_NO_SLUG = "The title needs at least one letter or digit.";
/** The policy editor's fields as its labels name them (the notes of a refused stale save). */
export const POLICY_FIELD_LABELS = { title: "Title", category: "Category", content: "Content" };
export const POLICY_UPDATED = "Policy updated: a new version was saved";

// About page management (back-office spec, sections 5 and 8).
/** The about editor's fields as its labels name them (the notes of a refused stale save). */
export const ABOUT_FIELD_LABELS = { title: "Page title", content: "Content (HTML)" };
export const ABOUT_SAVED = "About page content updated successfully";
export const ABOUT_SAVE_FAILED = "Failed to save about page content";
// Ours: the spec says both are required without wording it.
export const ABOUT_TITLE_REQUIRED = "Page title is required";
export const ABOUT_CONTENT_REQUIRED = "Content is required";

// Video management (home and about videos): the spec's titles, with the descriptions they carry.
export const NO_FILE_SELECTED = "No File Selected";
export const VIDEO_FIELDS_REQUIRED = "Please select both video and thumbnail files, and enter a name";
export const INVALID_FILE_TYPE = "Invalid File Type";
export const VIDEO_NOT_A_VIDEO = "Please select a video file (MP4, WebM, MOV or AVI)";
export const THUMBNAIL_NOT_AN_IMAGE = "Please select an image for the thumbnail (JPG, JPEG, PNG or WebP)";
export const UNSUPPORTED_FORMAT = "Unsupported Format";
export const VIDEO_FORMATS = "Videos must be MP4, WebM, MOV or AVI files";
export const THUMBNAIL_FORMATS = "Thumbnails must be JPG, JPEG, PNG or WebP images";
export const FILE_TOO_LARGE_TITLE = "File Too Large";
/** A thumbnail past the pixel limit (decision 0105), titled as the spec's 'File Too Large' is. */
export const THUMBNAIL_TOO_LARGE_TITLE = "Thumbnail Too Large";
export const videoTooLarge = (megabytes: string) => `Video file must be less than 50MB. Current size: ${megabytes} MB`;
export const thumbnailTooLarge = (megabytes: string) =>
  `Thumbnail image must be less than 5MB. Current size: ${megabytes} MB`;
export const UPLOAD_FAILED_TITLE = "Upload Failed";
export const FAILED_TO_UPLOAD_VIDEO = "Failed to upload video";
export const UPLOAD_FAILED_INLINE = "Upload failed. Please try again or contact support if the problem persists.";
export const VIDEO_UPLOADED = "Video uploaded successfully";
export const VIDEO_DELETED = "Video deleted successfully";
export const DELETE_FAILED_TITLE = "Delete Failed";
export const FAILED_TO_DELETE_VIDEO = "Failed to delete video";
export const SET_ACTIVE_FAILED_TITLE = "Failed to Set Active Video";
export const FAILED_TO_SET_ACTIVE_VIDEO = "Failed to set active video";
export const VIDEO_NOT_FOUND = "That video no longer exists.";
export const AN_ERROR_OCCURRED = "An error occurred. Please try again or refresh the page.";
export const nowActiveVideo = (name: string, page: "home" | "about") => `${name} is now the active ${page} video`;
export const NO_VIDEOS_TITLE = "No videos found";
export const NO_VIDEOS_CAUSES = [
  "No video has been uploaded for this page yet",
  "An earlier upload failed before it was saved",
  "The videos were deleted",
] as const;
export const NO_ACTIVE_VIDEO_WARNING = "No active video: the page shows its fallback ('No video available yet').";
/** The home page shows no video spot at all without one: customers never see an empty box (issue 46). */
export const NO_ACTIVE_HOME_VIDEO_WARNING = "No active video: the home page shows no video spot at all.";
