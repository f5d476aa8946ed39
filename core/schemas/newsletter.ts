import { z } from "zod";
import { EmailSchema } from "./common";

export const SubscribeSchema = z.object({ email: EmailSchema });
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

export const SubscriberSchema = z.object({
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
