import type { z } from "zod";
import type {
  SubscriptionStateSchema,
  SubscriptionTokenSchema,
} from "../../../core/schemas/newsletter";
import { api } from "../../lib/api";

// The schemas are imported as types only, so zod stays out of the pages.

type Token = z.input<typeof SubscriptionTokenSchema>;
type State = typeof SubscriptionStateSchema;

/** The calls of the pages the newsletter's mails link to (the signup posts to a page's action). */
export const newsletterApi = {
  confirm: (input: Token) => api.post<State>("/api/newsletter/confirm", input),
  unsubscribe: (input: Token) => api.post<State>("/api/newsletter/unsubscribe", input),
  subscribeAgain: (input: Token) => api.post<State>("/api/newsletter/subscribe-again", input),
};
