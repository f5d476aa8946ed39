import { EmailSchema } from "./common";
import { z } from "./zod";

export const SubscribeSchema = z.object({ email: EmailSchema });
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

export const SubscriberSchema = z.object({
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
