import { randomBytes } from "node:crypto";

/**
 * Request ids for the log and the `x-request-id` header: a random prefix drawn once per process, so
 * two instances never hand out the same id, and a counter. As unique as a random UUID for each
 * request, without drawing random bytes for each.
 */
export function requestIdGenerator(): () => string {
  const prefix = randomBytes(9).toString("base64url");
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-${count.toString(36)}`;
  };
}
