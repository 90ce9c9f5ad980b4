import type { Migration } from "kysely";
import * as accounts from "./0001_accounts";
import * as catalog from "./0002_catalog";
import * as orders from "./0003_orders";
import * as content from "./0004_content";
import * as platform from "./0005_platform";
import * as listingIndexes from "./0006_listing_indexes";
import * as csvImportChecks from "./0007_csv_import_checks";
import * as bulkCategoryAssignment from "./0008_bulk_category_assignment";
import * as contactInbox from "./0009_contact_inbox";
import * as orderStaffNotes from "./0010_order_staff_notes";
import * as backupRuns from "./0011_backup_runs";
import * as contentManagement from "./0012_content_management";
import * as newsletterSending from "./0014_newsletter_sending";
import * as documentationVersions from "./0015_documentation_versions";
import * as signInDevices from "./0016_sign_in_devices";
import * as bulkCategoryPreviewAndUndo from "./0017_bulk_category_preview_and_undo";
import * as newsletterCartoonAlt from "./0019_newsletter_cartoon_alt";
import * as productBrand from "./0020_product_brand";
import * as sms from "./0021_sms";
import * as stockMovementNote from "./0022_stock_movement_note";
import * as smsPreferences from "./0023_sms_preferences";
import * as smsSends from "./0025_sms_sends";
import * as slidingRateLimits from "./0026_sliding_rate_limits";
import * as smsTrust from "./0027_sms_trust";
import * as deliveryPolicyFeeBeforeCheckout from "./0031_delivery_policy_fee_before_checkout";
import * as cartLastVisit from "./0032_cart_last_visit";
import * as search from "./0033_search";
import * as orderHolds from "./0034_order_holds";
import * as bulkFiling from "./0035_bulk_filing";
import * as languages from "./0036_languages";
import * as productAfrikaans from "./0037_product_afrikaans";
import * as categoryAfrikaans from "./0038_category_afrikaans";

/**
 * Every migration, by name, in the order they run. Listed here rather than read from the folder
 * so they load the same way under tsx, vitest and any bundler; a test checks none is missing.
 */
export const migrations: Record<string, Migration> = {
  "0001_accounts": accounts,
  "0002_catalog": catalog,
  "0003_orders": orders,
  "0004_content": content,
  "0005_platform": platform,
  "0006_listing_indexes": listingIndexes,
  "0007_csv_import_checks": csvImportChecks,
  "0008_bulk_category_assignment": bulkCategoryAssignment,
  "0009_contact_inbox": contactInbox,
  "0010_order_staff_notes": orderStaffNotes,
  "0011_backup_runs": backupRuns,
  "0012_content_management": contentManagement,
  "0014_newsletter_sending": newsletterSending,
  "0015_documentation_versions": documentationVersions,
  "0016_sign_in_devices": signInDevices,
  "0017_bulk_category_preview_and_undo": bulkCategoryPreviewAndUndo,
  "0019_newsletter_cartoon_alt": newsletterCartoonAlt,
  "0020_product_brand": productBrand,
  "0021_sms": sms,
  "0022_stock_movement_note": stockMovementNote,
  "0023_sms_preferences": smsPreferences,
  "0025_sms_sends": smsSends,
  "0026_sliding_rate_limits": slidingRateLimits,
  "0027_sms_trust": smsTrust,
  "0031_delivery_policy_fee_before_checkout": deliveryPolicyFeeBeforeCheckout,
  "0032_cart_last_visit": cartLastVisit,
  "0033_search": search,
  "0034_order_holds": orderHolds,
  "0035_bulk_filing": bulkFiling,
  "0036_languages": languages,
  "0037_product_afrikaans": productAfrikaans,
  "0038_category_afrikaans": categoryAfrikaans,
};
