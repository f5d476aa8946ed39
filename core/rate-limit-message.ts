// What the API answers, with status 429, to a client over a route's limit of requests
// (api/plugins/rate-limit.ts); the pages say it in their own language (web/i18n/field-errors.ts).

/** The message for a client that may try again in `seconds`. */
export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} seconds.`;

/** The message read back: its number of seconds is the first group. */
export const TOO_MANY_REQUESTS = /^Too many requests\. Please try again in (\d+) seconds\.$/;
