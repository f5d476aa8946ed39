// What the API says to an applicant on the application's page (its coupon, its order and payment,
// a draft saved for later), in English: the page shows each in its own language through its
// catalogue (web/features/application/application-messages.ts), keyed by these words.
import { formatFee } from "./money";

export const INVALID_COUPON = "Invalid coupon";
export const USED_UP = "This coupon has been used up";
export const COUPON_EXPIRED = "This coupon has expired";

export const NO_PAYMENT_NEEDED = "No payment is needed with this coupon: submit the application.";
export const ORDER_NOT_CREATED = "Failed to create order";
/** The page's fee is not the server's (a coupon changed meanwhile, or an old page). */
export const amountMismatch = (fee: number) =>
  `The amount does not match the application fee of ${formatFee(fee)}. Reload the page and try again.`;
export const ORDER_EXPIRED = "This order has expired. Submit again to start a new payment.";
export const ORDER_ALREADY_USED = "This payment has already been used for an application.";
export const PAYMENT_NEEDED = "A verified payment is needed to submit the application.";
export const PAYMENT_NOT_VERIFIED = "The payment could not be verified.";

export const DRAFT_LINK_INVALID = "This link is not valid or has expired. Please start again.";
export const DRAFT_ALREADY_SUBMITTED = "This application has already been submitted.";
export const DRAFT_SAVED_MESSAGE = "We have e-mailed you a link to continue your application.";
