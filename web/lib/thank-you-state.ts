/** What the application's submit tells the thank-you page it navigates to, in the history state. */
export type ThankYouState = { founderLink?: boolean };
