/** Notes for staff on an order: shared by the order page's form and the server that keeps them. */
export const STAFF_NOTE_REQUIRED = "Please write the note.";
export const STAFF_NOTE_MAX = 2000;
