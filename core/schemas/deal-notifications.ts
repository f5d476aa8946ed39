import { z } from "./zod";

// What the admin who shared a deal is told, in the console's bell and the daily digest
// (docs/decisions/065-deal-notifications.md).

/** first-view: a firm's first reading; question: a firm asked one; answer: a firm's answer changed. */
export const DEAL_EVENT_KINDS = ["first-view", "question", "answer", "no-answer"] as const;
export type DealEventKind = (typeof DEAL_EVENT_KINDS)[number];

/** The bell lists at most this many, newest first; older ones are in the digest and the record. */
export const DEAL_NOTIFICATIONS_SHOWN = 30;

export const DealNotificationSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(DEAL_EVENT_KINDS),
  applicationId: z.uuid(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type DealNotification = z.infer<typeof DealNotificationSchema>;

export const DealNotificationsSchema = z.object({
  unread: z.number().int(),
  items: z.array(DealNotificationSchema),
});
export type DealNotifications = z.infer<typeof DealNotificationsSchema>;

/** POST /api/admin/deal-notifications/read: these, or every one when `ids` is left out. */
export const MarkReadSchema = z.strictObject({
  ids: z.array(z.uuid("Unknown notification")).max(200, "At most 200 at once").optional(),
});

/** GET/PUT /api/account/deal-digest: the daily mail of the last day's deal events, off by default. */
export const DealDigestSettingSchema = z.strictObject({
  on: z.boolean("Choose on or off"),
});
export const DealDigestStateSchema = z.object({
  on: z.boolean(),
  /** Where the digest goes: the person's sign-in address; null when it is not an address. */
  email: z.string().nullable(),
});
export type DealDigestState = z.infer<typeof DealDigestStateSchema>;
