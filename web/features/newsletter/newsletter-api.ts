import type { z } from "zod";
import type {
  SubscribedSchema,
  SubscribeSchema,
  SubscriptionStateSchema,
  SubscriptionTokenSchema,
} from "../../../core/schemas/newsletter";
import { api } from "../../lib/api";

// The footer is on every page: the schemas are imported as types only, so zod stays out of it.

type Token = z.input<typeof SubscriptionTokenSchema>;
type State = typeof SubscriptionStateSchema;

/** The newsletter's calls: the signup, and the pages its mails link to. */
export const newsletterApi = {
  subscribe: (input: z.input<typeof SubscribeSchema>) =>
    api.post<typeof SubscribedSchema>("/api/newsletter/subscribe", input),
  confirm: (input: Token) => api.post<State>("/api/newsletter/confirm", input),
  unsubscribe: (input: Token) => api.post<State>("/api/newsletter/unsubscribe", input),
  subscribeAgain: (input: Token) => api.post<State>("/api/newsletter/subscribe-again", input),
};
