/** The CSV import's messages: the back-office spec's words (section 5 and the error catalogue). */
export const SELECT_CSV_FILE = "Please select a CSV file";
export const INVALID_ROW_RANGE = "Please enter valid start and end row numbers";
export const START_AFTER_END = "Start row must be less than or equal to end row";
export const EMPTY_OR_UNPARSEABLE = "CSV file is empty or could not be parsed";
export const MISSING_REQUIRED_COLUMNS = "Missing required columns";
export const FAILED_TO_PARSE = "Failed to parse CSV";
export const PROCESSING_FAILED = "Processing failed";
export const UPLOAD_COMPLETE = "Upload Complete";
export const UPLOAD_FAILED = "Upload Failed";

/** Ours, where the spec is silent (decision 0032). */
export const FILE_TOO_LARGE = "The file is larger than 10 MB: split it into smaller files and import them one by one.";
export const RANGE_TOO_WIDE = "At most 10,000 rows can be imported at once: choose a range of 10,000 rows or fewer.";
export const NOT_READY_TO_APPLY = "This import is not waiting to be applied any more.";
export const IMPORT_INTERRUPTED =
  "The server stopped while this import was running. Nothing was changed: the catalogue is as it was before. Run it again when you are ready.";
export const IMPORT_CANCELLED = "Import cancelled: nothing was changed.";
