/**
 * Messages about SMS that people see (typed numbers, the outbox), shared by the server and the
 * pages; in English, for staff screens and the logs. A customer page shows a number's refusal in
 * its own language from the `sms` catalogue (./code-words.server.ts, issue 49).
 */

/** A number that cannot be read as a South African phone number at all. */
export const SMS_NUMBER_UNREADABLE_MESSAGE =
  "Please enter a South African cellphone number, e.g. 082 123 4567 or +27 82 123 4567";

/** A South African number that is not a cellphone's: an SMS cannot reach it. */
export const SMS_NUMBER_NOT_MOBILE_MESSAGE =
  "This is not a South African cellphone number (they start with 06, 07 or 081 to 084): an SMS cannot reach it.";

/** A message too long to send as one SMS of at most SMS_MAX_PARTS parts. */
export function smsTooLongMessage(parts: number, maxParts: number): string {
  return `This SMS would need ${parts} parts; the most is ${maxParts}. Please shorten it.`;
}

/** An empty message. */
export const SMS_EMPTY_MESSAGE = "An SMS needs some text.";

/** A marketing SMS to a number that replied STOP (or was opted out otherwise). */
export const SMS_OPTED_OUT_MESSAGE = "This number has opted out of marketing SMS.";

// Bulk SMS (the composer at /admin/sms, decision 0080).

/** A bulk SMS without a message. */
export const BULK_SMS_TEXT_REQUIRED = "Please write the message.";

/** A bulk SMS message longer than the composer takes. */
export const BULK_SMS_TEXT_TOO_LONG = "The message is too long: at most 900 characters.";

/** The province audience without a province. */
export const BULK_SMS_PROVINCE_REQUIRED = "Please choose a province.";

/** The delivery area audience without an area. */
export const BULK_SMS_AREA_REQUIRED = "Please choose a delivery area.";

/** The category audience without a category (or one that no longer exists). */
export const BULK_SMS_CATEGORY_REQUIRED = "Please choose a category.";

/** The category audience's months out of range. */
export const BULK_SMS_MONTHS_INVALID = "Enter a whole number of months from 1 to 36.";

/** An audience that reaches nobody. */
export const BULK_SMS_NOBODY =
  "Nobody in this audience can get the SMS: no customer in it has proved a cellphone number that agreed to marketing SMS and has not opted out.";

/** A send that was not found (the progress page). */
export const BULK_SMS_SEND_NOT_FOUND = "This bulk SMS was not found.";

/** The toast after Send. */
export const BULK_SMS_STARTED = "Bulk SMS started";

/** A send job that gave up. */
export const BULK_SMS_FAILED = "The bulk SMS could not be queued";

// Proving a cellphone number with a one-time code (issue 43, decision 0089). What the customer
// reads (the refusals of a number or a code, the answers to "SMS my phone the question") is in the
// `sms` catalogue, in the page's language: ./code-words.server.ts (issue 49).

/** The e-mail to the admins when the daily ceiling of codes is reached. */
export const CODES_CEILING_SUBJECT = "SMS codes paused: the daily ceiling was reached";

// STOP at once, consent by reply and the SMS inbox (decision 0090).

/** The error of a queued marketing SMS cancelled because its number opted out. */
export const SMS_CANCELLED_OPTED_OUT = "Not sent: the number opted out of marketing SMS.";

/** The error of a marketing SMS stopped between its parts because its number opted out. */
export function smsStoppedMidwayMessage(sentParts: number, parts: number): string {
  return `Stopped after ${sentParts} of ${parts} parts: the number opted out of marketing SMS while it was being sent.`;
}

// A bulk send that cannot double, can be ended, waits for a fresh confirmation (decision 0091).

/** A confirm without its draft key or the figures it confirmed (a page from before, or a crafted post). */
export const BULK_SMS_DRAFT_MISSING = "This page is out of date: press Check again, then Send.";

/** The toast when the same draft is confirmed again (a double tap, the back button, a resubmit). */
export const BULK_SMS_ALREADY_CONFIRMED = "Already confirmed: nothing new was sent";

/** What the toast says beside it. */
export function alreadyConfirmedMessage(when: string): string {
  return `This SMS was confirmed ${when}. This is its progress; it was not sent a second time.`;
}

/** The audience grew by more than 10% between Check and the confirmation. */
export function grewSinceCheckMessage(shown: number, now: number): string {
  return `The audience grew since you checked: ${shown} then, ${now} now. Look at the new figures and send again.`;
}

/** The same text to the same audience, confirmed from another draft: asked before it goes again. */
export function identicalSendMessage(when: string, by: string): string {
  return `An identical SMS to this audience was confirmed ${when} by ${by}. Send it again?`;
}

/** The title of that question. */
export const BULK_SMS_SEND_AGAIN_TITLE = "Send the same SMS again?";

/** The composer's note when this draft was already confirmed. */
export function draftAlreadyConfirmedMessage(when: string): string {
  return `This SMS was already confirmed ${when}: sending it again from here opens its progress and sends nothing new.`;
}

/** The characters that make the SMS Unicode, listed ("’ (curly apostrophe) ×2, — (long dash)"). */
export function unicodeCharactersMessage(list: string): string {
  return `These characters make the SMS Unicode (70 characters a part instead of 160), which can double the cost: ${list}.`;
}

/** The parts with plain characters. */
export function plainPartsMessage(plain: number, now: number): string {
  return `With plain ones each SMS takes ${plain} part${plain === 1 ? "" : "s"} instead of ${now}.`;
}

/** Characters with no plain stand-in. */
export const BULK_SMS_NO_PLAIN_STAND_IN =
  "Emoji, letters such as ê or ë and other scripts have no plain stand-in: take them out by hand to send in GSM.";

/** The button that replaces the typographic characters. */
export const BULK_SMS_REPLACE_LABEL = "Replace them with plain ones";

/** The progress page of a send that has not started. */
export function scheduledTitle(when: string): string {
  return `Scheduled: starts ${when}`;
}

/** A running send outside the marketing hours. */
export function pausedTitle(pause: string, when: string): string {
  return `Paused for the ${pause}: resumes ${when}`;
}

/** Beside it: it needs nobody. */
export function pausedMessage(toGo: number): string {
  return `The law allows marketing SMS only on weekdays 08:00-20:00 and Saturdays 09:00-13:00. The ${toGo} SMS still to go leave by themselves when the hours open: there is nothing to do, and do not send it again.`;
}

/** Beside a scheduled send. */
export const BULK_SMS_SCHEDULED_MESSAGE =
  "Marketing SMS are sent only on weekdays 08:00-20:00 and Saturdays 09:00-13:00, not on Sundays or public holidays. It starts by itself; you can cancel it until then.";

/** A send whose audience or cost grew by more than 10% since it was confirmed. */
export const BULK_SMS_AWAITING_TITLE = "Waiting for your confirmation: the audience grew";

export function awaitingMessage(confirmed: string, now: string): string {
  return `It was confirmed for ${confirmed}; it would now go to ${now}. Nothing more is sent until you confirm the new figures or cancel it.`;
}

/** The confirm button of the new figures. */
export function confirmGrowthLabel(recipients: number, cost: string): string {
  return `Confirm ${recipients} recipient${recipients === 1 ? "" : "s"} (${cost})`;
}

/** The toast after it. */
export const BULK_SMS_RECONFIRMED = "New figures confirmed: the send carries on";

/** The new figures, confirmed from a page that is out of date. */
export function grewAgainMessage(shown: number, now: number): string {
  return `The audience changed again since the page was shown: ${shown} then, ${now} now. Look at the new figures and confirm again.`;
}

/** Recipients and cost in words ("303 recipients, R 75.75"). */
export function recipientsAndCost(recipients: number, cost: string): string {
  return `${recipients} recipient${recipients === 1 ? "" : "s"}, ${cost}`;
}

/** The buttons that end a send. */
export const BULK_SMS_CANCEL_LABEL = "Cancel this send";
export const BULK_SMS_STOP_LABEL = "Stop this send";

/** The cancelled send (nothing went). */
export const BULK_SMS_CANCELLED = "Cancelled: no SMS was sent";

/** The stopped send: how many went. */
export function stoppedMessage(sent: number, total: number, cancelled: number, failed: number): string {
  return `Stopped: ${sent} of ${total} sent, ${cancelled} cancelled${failed > 0 ? `, ${failed} failed` : ""}`;
}

/** Who ended it and when. */
export function endedByMessage(when: string, by: string): string {
  return `Ended ${when} by ${by}.`;
}

/** Ending a send that has nothing left to end. */
export const BULK_SMS_NOTHING_TO_END = "This send has finished: there is nothing left to stop.";

/** Ending a send already ended (a double tap): its page says how it ended. */
export const BULK_SMS_ALREADY_ENDED = "This send was already ended.";

/** Confirming new figures of a send that no longer waits for them. */
export const BULK_SMS_NOT_AWAITING = "This send is not waiting for a confirmation.";
