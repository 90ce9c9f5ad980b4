/**
 * The audit log in words (issue 48, decision 0107): what each action is called, what each stored
 * detail key is called, and how a stored value reads. One describer for every entry: money in
 * cents as rand, ISO times as South African dates, codes (statuses, roles, sources) as words,
 * cellphone numbers as 082 123 4567, yes/no for flags. A key or action with no label here reads
 * as its humanised code ("stock_quantity" -> "Stock quantity"), never as the raw code.
 */
import { ROLE_LABELS } from "~/accounts/roles";
import { orderStatusLabel, paymentMethodLabel } from "~/orders/order-display";
import { formatCount, formatDate, formatDateTime, formatRand, humanise } from "~/platform/format";
import { smsKindWords } from "~/sms/kind-words";
import { formatSouthAfricanMobile } from "~/sms/phone-number";

/** What each audited action reads as in the log's "What" column. */
export const AUDIT_ACTION_WORDS: Record<string, string> = {
  "account.created_with_code": "Account created with an SMS code",
  "about_content.create": "About page written",
  "about_content.update": "About page changed",
  "blog_post.create": "Blog post created",
  "blog_post.update": "Blog post changed",
  "blog_post.publish": "Blog post published",
  "blog_post.unpublish": "Blog post unpublished",
  "blog_post.delete": "Blog post deleted",
  "bulk_category.check": "Bulk category assignment checked",
  "bulk_category.start": "Bulk category assignment started",
  "bulk_category.cancelled": "Bulk category assignment cancelled",
  "bulk_category.stop_requested": "Bulk category assignment asked to stop",
  "bulk_category.stopped": "Bulk category assignment stopped",
  "bulk_category.complete": "Bulk category assignment finished",
  "bulk_category.undone": "Bulk category assignment undone",
  "category.create": "Category created",
  "category.update": "Category changed",
  "category.delete": "Category deleted",
  "subcategory.create": "Subcategory created",
  "subcategory.update": "Subcategory changed",
  "subcategory.delete": "Subcategory deleted",
  "client.update": "Client changed",
  "client.location.update": "Client delivery location changed",
  "contact_message.read": "Message marked read",
  "contact_message.unread": "Message marked unread",
  "contact_message.archive": "Message archived",
  "contact_message.unarchive": "Message taken out of the archive",
  "csv_import.upload": "Product CSV uploaded",
  "csv_import.apply_requested": "Product CSV import asked to apply",
  "csv_import.apply": "Product CSV import applied",
  "csv_import.cancel": "Product CSV import cancelled",
  "csv_import.run_again": "Product CSV import run again",
  "delivery_settings.update": "Delivery settings changed",
  "delivery_settings.reset": "Delivery settings reset to the defaults",
  "documentation.create": "Guide created",
  "documentation.update": "Guide changed",
  "newsletter.create": "Newsletter created",
  "newsletter.update": "Newsletter changed",
  "newsletter.delete": "Newsletter deleted",
  "newsletter.send": "Newsletter sent",
  "newsletter-subscriber.activate": "Newsletter subscriber activated",
  "newsletter-subscriber.deactivate": "Newsletter subscriber deactivated",
  "order.cancel_by_customer": "Order cancelled by the customer",
  "order.eft_details_sent": "EFT details sent",
  "order.note": "Staff note added to an order",
  "order.status": "Order status changed",
  "payment.counter": "Payment at the counter recorded",
  "payment.reject": "Proof of payment rejected",
  "payment.verify": "Payment verified",
  "policy.create": "Policy created",
  "policy.update": "Policy changed",
  "policy.activate": "Policy made active",
  "policy.deactivate": "Policy made inactive",
  "product.create": "Product created",
  "product.update": "Product changed",
  "product.special.set": "Special price set",
  "product.special.remove": "Special price removed",
  "product.image.add": "Product picture added",
  "product.image.remove": "Product picture removed",
  "product.image.reorder": "Product pictures reordered",
  "product.image.alt": "Product picture description changed",
  "product.document.set": "Product document uploaded",
  "product.document.title": "Product document title changed",
  "product.document.remove": "Product document removed",
  "review.approve": "Review approved",
  "review.reject": "Review rejected",
  "review.respond": "Review answered",
  "search_synonym.create": "Search synonym created",
  "search_synonym.update": "Search synonym changed",
  "search_synonym.delete": "Search synonym deleted",
  "settings.bank_details.update": "EFT bank details changed",
  "settings.details.update": "Shop details changed",
  "settings.hours.update": "Opening hours changed",
  "settings.home.update": "Home page settings changed",
  "settings.thresholds.update": "Warning thresholds changed",
  "settings.features.update": "Shop features changed",
  "sms.bulk_send": "Bulk SMS confirmed",
  "sms.bulk_send_reconfirmed": "Bulk SMS confirmed again",
  "sms.bulk_send_stopped": "Bulk SMS stopped",
  "sms.bulk_send_cancelled": "Bulk SMS cancelled",
  "sms.consent_question": "Marketing SMS question sent",
  "sms.marketing_consent": "Marketing SMS consent given",
  "sms.marketing_consent_withdrawn": "Marketing SMS consent withdrawn",
  "sms.number_proof_moved": "Proved cellphone number moved to another account",
  "sms.number_proved": "Cellphone number proved",
  "sms.opt_out": "Opted out of SMS",
  "sms.opt_out_repeated": "Opted out of SMS again",
  "sms_inbound.handled": "SMS reply handled",
  "sms_inbound.reopened": "SMS reply reopened",
  "stock.update": "Stock changed",
  "user.delete": "User deleted",
  "user.invite": "User invited",
  "user.password": "User's password changed",
  "user.own-password": "Own password changed",
  "user.password-reset-sent": "Password reset sent",
  "user.roles": "User's roles changed",
  "user.suspend": "User suspended",
  "user.unsuspend": "User's suspension lifted",
  "video.home.upload": "Home page video uploaded",
  "video.home.activate": "Home page video made active",
  "video.home.delete": "Home page video deleted",
  "video.about.upload": "About page video uploaded",
  "video.about.activate": "About page video made active",
  "video.about.delete": "About page video deleted",
};

/** An action in words: its label, else the code humanised ("sms.opt_out" -> "SMS opt out"). */
export function auditActionWords(action: string): string {
  return AUDIT_ACTION_WORDS[action] ?? humanise(action);
}

/** What each detail key the shop stores reads as (grep recordAudit for the keys). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  amountCents: "Amount",
  audience: "Audience",
  bytes: "Size",
  by: "By",
  cancelledMarketingSms: "Marketing SMS cancelled",
  cancelledQueued: "Waiting SMS cancelled",
  category: "Category",
  category_id: "Category",
  channel: "Sent by",
  clientCode: "Client code",
  confirmedBefore: "Confirmed before",
  confirmedNow: "Confirmed now",
  contentChanged: "Text changed",
  costCents: "Cost",
  created: "New",
  deactivated: "Made inactive",
  document_title: "Document title",
  document_url: "Document",
  email: "E-mail",
  endCode: "Last WS code",
  endRow: "Last row",
  estimatedCostCents: "Estimated cost",
  excl_price_cents: "Price excl. VAT",
  failed: "Failed",
  fileName: "File",
  filename: "File",
  handled_at: "Handled",
  handled_by: "Handled by",
  image: "Picture",
  inboundId: "SMS reply",
  incl_price_cents: "Price",
  includeManual: "Include products filed by hand",
  isActive: "Active",
  is_active: "Active",
  is_approved: "Approved",
  last_price_update: "Last price change",
  leftAlone: "Left alone",
  means: "Paid by",
  method: "Payment method",
  moves: "Products to move",
  note: "Note",
  notQueued: "Not sent",
  optOutLifted: "Opt-out lifted",
  orderNumber: "Order",
  parts: "Parts per SMS",
  paymentMethod: "Payment method",
  phone: "Cellphone",
  processed: "Checked",
  product_name: "Name",
  name_af: "Afrikaans name",
  description_af: "Afrikaans description",
  taglineAf: "Afrikaans tagline",
  welcomeTitleAf: "Afrikaans welcome title",
  welcomeTextAf: "Afrikaans welcome text",
  productId: "Product",
  proofId: "Proof of payment",
  quantity: "Stock",
  reason: "Reason",
  recipients: "Recipients",
  recipientsNow: "Recipients now",
  rejected_at: "Rejected",
  admin_response: "Shop's answer",
  restored: "Put back",
  roles: "Roles",
  scheduledFor: "Goes out",
  sentAgainAfter: "Sent again after",
  sentCount: "Sent to",
  smsId: "SMS",
  source: "How",
  special_price_cents: "Special price",
  startCode: "First WS code",
  startRow: "First row",
  state: "State",
  status: "Status",
  statusBefore: "Status before",
  step: "Step",
  stock_available: "Stock available",
  stockChanges: "Stock changes",
  subcategory_id: "Subcategory",
  successful: "Filed",
  suspended: "Suspended",
  text: "Message",
  title: "Title",
  toUserId: "To account",
  total: "Products",
  unchanged: "Unchanged",
  updated: "Updated",
  userId: "Account",
  version: "Version",
  wasActive: "Was active",
  ws_code: "WS code",
};

/** A detail key in words: its label, else the key humanised ("stock_quantity" -> "Stock quantity"). */
export function auditFieldLabel(key: string): string {
  return AUDIT_FIELD_LABELS[key] ?? humanise(key);
}

const PAYMENT_STATUS_WORDS: Record<string, string> = {
  pending_payment: "Awaiting payment",
  proof_uploaded: "Proof of payment uploaded",
  paid: "Paid",
  payment_failed: "Proof of payment rejected",
  refunded: "Refunded",
};

/** "proof_uploaded" -> "Proof of payment uploaded": an order's payment status in words. */
export function paymentStatusWords(status: string | null | undefined): string {
  const code = status || "pending_payment";
  return PAYMENT_STATUS_WORDS[code] ?? humanise(code);
}

const ROLE_WORDS: Record<string, string> = ROLE_LABELS;
const EMPTY = "(empty)";
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-z]+([_-][a-z]+)+$/;
const FLAG_KEY = /^(is|has|was|auto)[_A-Z]|^(suspended|includeManual|contentChanged|optOutLifted|isActive)$/;
const MONEY_KEY = /(Cents|_cents)$/;
const PHONE_KEY = /^(phone|to_number|toNumber|number)$/;
const CODE_KEYS = new Set(["status", "statusBefore", "source", "channel", "step", "state", "means", "by", "kind"]);

/** What the top-level {from, to} of an action is the change of, and how its values read. */
function statusChange(action: string): { label: string; words: (code: string) => string } {
  if (action.startsWith("payment.")) return { label: "Payment status", words: paymentStatusWords };
  if (action.startsWith("order.")) return { label: "Status", words: (code) => orderStatusLabel(code) };
  return { label: "Status", words: humanise };
}

function bytesInWords(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One stored value in words, read by its key. */
export function describeAuditValue(key: string, value: unknown, action = ""): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (Array.isArray(value)) {
    if (value.length === 0) return "(none)";
    return value.map((item) => describeAuditValue(key, item, action)).join(", ");
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, innerValue]) => `${auditFieldLabel(inner)} ${describeAuditValue(inner, innerValue, action)}`)
      .join(", ");
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (MONEY_KEY.test(key)) return formatRand(value);
    if (FLAG_KEY.test(key) && (value === 0 || value === 1)) return value === 1 ? "Yes" : "No";
    if (key === "bytes") return bytesInWords(value);
    return formatCount(value);
  }
  const text = String(value);
  if (ISO_TIME.test(text)) return formatDateTime(text);
  if (ISO_DAY.test(text)) return formatDate(`${text}T12:00:00+02:00`);
  if (PHONE_KEY.test(key) && /^\+27\d{9}$/.test(text)) return formatSouthAfricanMobile(text);
  if (key === "roles" || key === "role") return ROLE_WORDS[text] ?? humanise(text);
  if (key === "method" || key === "paymentMethod") return paymentMethodLabel(text);
  if (key === "status" && action.startsWith("order.")) return orderStatusLabel(text);
  if (key === "statusBefore" || key === "status") return humanise(text);
  if (key === "kind") return smsKindWords(text);
  if (CODE_KEYS.has(key) && CODE.test(text)) return humanise(text);
  if (CODE_KEYS.has(key) && /^[a-z]+$/.test(text)) return humanise(text);
  return text;
}

export type DetailLine = { field: string; before: string | null; after: string | null };

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "from" in value && "to" in value;
}

/**
 * A stored details object as lines of words, each "Label: before → after" or "Label: value":
 * every field change ({changes: {field: {from, to}}}, or a {from, to} under any key), a whole
 * record kept on create or delete ({after} or {before}) field by field, the action's own
 * top-level {from, to} (a status), and anything else as a plain value.
 */
export function describeAuditDetails(details: Record<string, unknown>, action = ""): DetailLine[] {
  const lines: DetailLine[] = [];
  const change = (field: string, from: unknown, to: unknown) =>
    lines.push({
      field: auditFieldLabel(field),
      before: describeAuditValue(field, from, action),
      after: describeAuditValue(field, to, action),
    });
  for (const [key, value] of Object.entries(details)) {
    if (key === "changes" && typeof value === "object" && value !== null) {
      for (const [field, fieldChange] of Object.entries(value)) {
        if (isChange(fieldChange)) change(field, fieldChange.from, fieldChange.to);
      }
    } else if ((key === "before" || key === "after") && typeof value === "object" && value !== null) {
      for (const [field, fieldValue] of Object.entries(value)) {
        const words = describeAuditValue(field, fieldValue, action);
        lines.push({
          field: auditFieldLabel(field),
          before: key === "before" ? words : null,
          after: key === "after" ? words : null,
        });
      }
    } else if (key === "from" || key === "to") {
      // The action's own change: one line, below.
    } else if (isChange(value)) {
      change(key, value.from, value.to);
    } else {
      lines.push({ field: auditFieldLabel(key), before: null, after: describeAuditValue(key, value, action) });
    }
  }
  if ("from" in details || "to" in details) {
    const status = statusChange(action);
    const words = (value: unknown) => (typeof value === "string" && value ? status.words(value) : EMPTY);
    lines.push({ field: status.label, before: words(details.from), after: words(details.to) });
  }
  return lines;
}
