import type { Migration } from 'kysely';
import * as catalogue from './0001_catalogue';
import * as siteSettings from './0002_site_settings';
import * as newsletterSubscriptions from './0003_newsletter_subscriptions';
import * as productImagesColourIndex from './0004_product_images_colour_index';
import * as contentPages from './0005_content_pages';
import * as emailOutbox from './0006_email_outbox';
import * as newsletterDoubleOptIn from './0007_newsletter_double_opt_in';
import * as rateLimits from './0008_rate_limits';
import * as catalogueListing from './0009_catalogue_listing';
import * as catalogueSearch from './0010_catalogue_search';
import * as backInStockRequests from './0011_back_in_stock_requests';
import * as catalogueChanges from './0012_catalogue_changes';
import * as customers from './0020_customers';
import * as socialLogins from './0021_social_logins';
import * as addresses from './0022_addresses';
import * as customerConsents from './0023_customer_consents';
import * as loginProtection from './0024_login_protection';
import * as optionalRegistrationProfile from './0025_optional_registration_profile';
import * as carts from './0030_carts';
import * as cartOwnersAndCoupons from './0031_cart_owners_and_coupons';
import * as orders from './0032_orders';
import * as orderWithdrawals from './0033_order_withdrawals';
import * as paymentStartRequests from './0034_payment_start_requests';
import * as unpaidOrderHolders from './0036_unpaid_order_holders';
import * as articles from './0040_articles';
import * as newsletterUnsubscribe from './0045_newsletter_unsubscribe';
import * as stores from './0046_stores';
import * as cvSubmissions from './0047_cv_submissions';
import * as cvSubmissionApplicants from './0048_cv_submission_applicants';
import * as sharedSecrets from './0050_shared_secrets';
import * as pendingRegistrationProfile from './0051_pending_registration_profile';
import * as orderHistory from './0052_order_history';
import * as shipments from './0053_shipments';
import * as refunds from './0054_refunds';
import * as returns from './0055_returns';
import * as ordersByEmail from './0056_orders_by_email';
import * as refundReturnCost from './0057_refund_return_cost';
import * as withdrawalItems from './0058_withdrawal_items';
import * as refundKeptWhole from './0059_refund_kept_whole';
import * as pictures from './0060_pictures';
import * as productCareNotes from './0061_product_care_notes';
import * as testIdentityProviderCodes from './0062_test_identity_provider_codes';
import * as cartMoves from './0063_cart_moves';
import * as emailChanges from './0064_email_changes';
import * as wishlists from './0065_wishlists';

/**
 * Every migration, keyed by name; Kysely runs them in name order. Imported statically (not read
 * from disk) so they survive bundling. Never edit a released migration: add the next one.
 * Each domain numbers its own range (0001 catalogue and content, 0020 accounts, 0030 checkout, 0040 content),
 * so branches land in any order: a database may already hold 0030 when 0020 arrives.
 */
export const migrations: Record<string, Migration> = {
  '0001_catalogue': catalogue,
  '0002_site_settings': siteSettings,
  '0003_newsletter_subscriptions': newsletterSubscriptions,
  '0004_product_images_colour_index': productImagesColourIndex,
  '0005_content_pages': contentPages,
  '0006_email_outbox': emailOutbox,
  '0007_newsletter_double_opt_in': newsletterDoubleOptIn,
  '0008_rate_limits': rateLimits,
  '0009_catalogue_listing': catalogueListing,
  '0010_catalogue_search': catalogueSearch,
  '0011_back_in_stock_requests': backInStockRequests,
  '0012_catalogue_changes': catalogueChanges,
  '0020_customers': customers,
  '0021_social_logins': socialLogins,
  '0022_addresses': addresses,
  '0023_customer_consents': customerConsents,
  '0024_login_protection': loginProtection,
  '0025_optional_registration_profile': optionalRegistrationProfile,
  '0030_carts': carts,
  '0031_cart_owners_and_coupons': cartOwnersAndCoupons,
  '0032_orders': orders,
  '0033_order_withdrawals': orderWithdrawals,
  '0034_payment_start_requests': paymentStartRequests,
  '0036_unpaid_order_holders': unpaidOrderHolders,
  '0040_articles': articles,
  '0045_newsletter_unsubscribe': newsletterUnsubscribe,
  '0046_stores': stores,
  '0047_cv_submissions': cvSubmissions,
  '0048_cv_submission_applicants': cvSubmissionApplicants,
  '0050_shared_secrets': sharedSecrets,
  '0051_pending_registration_profile': pendingRegistrationProfile,
  '0052_order_history': orderHistory,
  '0053_shipments': shipments,
  '0054_refunds': refunds,
  '0055_returns': returns,
  '0056_orders_by_email': ordersByEmail,
  '0057_refund_return_cost': refundReturnCost,
  '0058_withdrawal_items': withdrawalItems,
  '0059_refund_kept_whole': refundKeptWhole,
  '0060_pictures': pictures,
  '0061_product_care_notes': productCareNotes,
  '0062_test_identity_provider_codes': testIdentityProviderCodes,
  '0063_cart_moves': cartMoves,
  '0064_email_changes': emailChanges,
  '0065_wishlists': wishlists,
};
