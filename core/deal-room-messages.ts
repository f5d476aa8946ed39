// What the API says to a firm's person in the deal room (api/deals/deal-room.ts,
// questions.ts, answers.ts), in English: the room shows each in its own language through its
// catalogue (web/features/deal-room/room-messages.ts), read back by these words.

/** A code that opens nothing: wrong, used, expired, too many tries, or for another address. */
export const DEAL_CODE_NOT_VALID =
  "That code does not open this deal. Ask for a new code and use it within 10 minutes.";
/** Said whether or not the address may open the deal. */
export const DEAL_CODE_SENT =
  "If this address may open the deal, a 6-digit code is on its way to it. It works for 10 minutes.";
export const TERMS_FIRST = "Accept the confidentiality terms to open the deal.";
export const DEAL_NOT_FOUND = "Deal not found.";

const minutesLeft = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
};
/** Over the cap of codes sent to one address (DEAL_CODES_PER_HOUR), said whatever the address. */
export const dealTooManyCodes = (retryInMs: number) =>
  `Too many codes have been asked for this address. Use the newest code already sent, or ask again in ${minutesLeft(retryInMs)}.`;
/** Over the cap of wrong codes for one link and address (DEAL_WRONG_CODES_PER_HOUR). */
export const dealTooManyWrongCodes = (retryInMs: number) =>
  `Too many wrong codes for this address on this link. Codes are refused for ${minutesLeft(retryInMs)}.`;

/** A firm's questions on a deal used up (or none allowed). */
export const questionsUsedUp = (limit: number) =>
  limit === 0
    ? "Questions are closed on this deal. Write to the person who shared it with you."
    : `Your firm has asked its ${limit} ${limit === 1 ? "question" : "questions"} on this deal, the most it may ask. Write to the person who shared it with you for more.`;

/** A question taken, and how many the firm has left. */
export const questionTaken = (left: number) =>
  `Your question is with Nakhla Ventures. ${left === 1 ? "1 question is" : `${left} questions are`} left for your firm on this deal.`;
