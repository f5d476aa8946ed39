import { EmailSchema, text } from "./common";
import { MemoVersionSchema } from "./deal-memo";
import { ReportScorecardSchema } from "./scorecard";
import { z } from "./zod";

// Sharing a deal with affiliated firms and the firm viewer's side (docs/decisions/058-deal-sharing.md).

export const DEAL_LINK_DAYS_DEFAULT = 30;
export const DEAL_LINK_DAYS_MAX = 90;
export const DEAL_CODE_MINUTES = 10;
export const DEAL_CODE_ATTEMPTS = 5;
export const DEAL_SHARE_FIRMS_MAX = 100;

export const ShareInputSchema = z.strictObject({
  firmIds: z
    .array(z.uuid("Choose firms from the directory"))
    .min(1, "Choose at least one firm")
    .max(DEAL_SHARE_FIRMS_MAX, `At most ${DEAL_SHARE_FIRMS_MAX} firms at once`),
  /** How long each person's link works. */
  expiresInDays: z
    .number("Enter a whole number of days")
    .int("Enter a whole number of days")
    .min(1, "At least 1 day")
    .max(DEAL_LINK_DAYS_MAX, `At most ${DEAL_LINK_DAYS_MAX} days`)
    .default(DEAL_LINK_DAYS_DEFAULT),
  /** Whether the chosen firms' people may download the deck, stamped with their address. */
  deckDownload: z.boolean("Say whether the deck may be downloaded").default(false),
});
export type ShareInput = z.input<typeof ShareInputSchema>;

export const THESIS_MATCHES = ["sector", "stage", "region"] as const;

/** A firm as the share screen offers it: thesis matches first, "never send" not selectable. */
export const ShareCandidateSchema = z.object({
  firmId: z.uuid(),
  name: z.string(),
  matches: z.array(z.enum(THESIS_MATCHES)),
  people: z.number().int(),
  neverSend: z.boolean(),
  neverSendReason: z.string(),
  /** Shared already (and not revoked). */
  shared: z.boolean(),
});
export const ShareCandidatesSchema = z.array(ShareCandidateSchema);
export type ShareCandidate = z.infer<typeof ShareCandidateSchema>;

export const DealLinkSchema = z.object({
  _id: z.uuid(),
  personName: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  termsAcceptedAt: z.iso.datetime().nullable(),
  termsAcceptedBy: z.string().nullable(),
  termsIp: z.string().nullable(),
  lastViewedAt: z.iso.datetime().nullable(),
});
export const DealShareSchema = z.object({
  _id: z.uuid(),
  firmId: z.uuid(),
  firmName: z.string(),
  memoVersion: z.number().int(),
  sharedByName: z.string(),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  /** Whether its people may download the deck, stamped (docs/decisions/060-deal-room-deck.md). */
  deckDownload: z.boolean(),
  links: z.array(DealLinkSchema),
});
export type DealShare = z.infer<typeof DealShareSchema>;

export const DealAccessEventSchema = z.object({
  firmName: z.string().nullable(),
  email: z.string(),
  event: z.string(),
  ip: z.string(),
  createdAt: z.iso.datetime(),
});
export const DealSharingSchema = z.object({
  /** The memo's latest version, and whether it is shared yet: firms on an older one can be sent it. */
  latestMemo: z.object({ version: z.number().int(), shared: z.boolean() }).nullable(),
  shares: z.array(DealShareSchema),
  access: z.array(DealAccessEventSchema),
});
export type DealSharing = z.infer<typeof DealSharingSchema>;

/** Allow or stop the download of the deck for one firm's share. */
export const DeckDownloadInputSchema = z.strictObject({
  allowed: z.boolean("Say whether the deck may be downloaded"),
});

export const ShareResultSchema = z.object({
  message: z.string(),
  firms: z.number().int(),
  links: z.number().int(),
});

// The firm viewer's side: public routes, each proving something before it opens anything.

const TokenSchema = text("This link is not complete: open it again from the e-mail")
  .trim()
  .min(1, "This link is not complete: open it again from the e-mail")
  .max(200, "This link is not complete: open it again from the e-mail");

export const DealTokenSchema = z.strictObject({ token: TokenSchema });
export const DealCodeRequestSchema = z.strictObject({ token: TokenSchema, email: EmailSchema });
export const DealCodeVerifySchema = z.strictObject({
  token: TokenSchema,
  email: EmailSchema,
  code: text("Enter the 6-digit code from the e-mail")
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail"),
});
export const DealTermsSchema = z.strictObject({
  accept: z.literal(true, "Tick the box to accept the confidentiality terms"),
});

/** What the opening of a link shows before the address is proved: no more than who sent what. */
export const DealOpeningSchema = z.object({
  startupName: z.string(),
  firmName: z.string(),
});
export const DealViewerStateSchema = z.object({
  email: z.string(),
  termsAccepted: z.boolean(),
});

/** The founder's deck as the deal room offers it (docs/decisions/060-deal-room-deck.md). */
export const FirmDeckSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  /** Whether the firm's share allows the stamped copy to be downloaded. */
  download: z.boolean(),
});
export type FirmDeck = z.infer<typeof FirmDeckSchema>;

/** The deal as a firm's viewer reads it: the shared version, without staff names. */
export const FirmDealSchema = z.object({
  startupName: z.string(),
  firmName: z.string(),
  viewerEmail: z.string(),
  /** The founder's current deck when it is an uploaded PDF; null when there is none. */
  deck: FirmDeckSchema.nullable(),
  memo: MemoVersionSchema.pick({
    version: true,
    summary: true,
    risks: true,
    proposedTerms: true,
    roundSize: true,
    roundCurrency: true,
    changeNote: true,
    sharedAt: true,
  }).extend({
    scorecard: ReportScorecardSchema.omit({ redFlags: true }).extend({
      redFlags: z.array(z.object({ note: z.string() })),
    }),
  }),
});
export type FirmDeal = z.infer<typeof FirmDealSchema>;

/** The firm viewer's session cookie (HttpOnly): no staff session, one link's deal only. */
export const DEAL_VIEWER_COOKIE = "nv_deal";

/** A firm's history: every deal shared with it, which version, by whom, and whether revoked. */
export const FirmShareHistorySchema = z.array(
  z.object({
    applicationId: z.uuid(),
    startupName: z.string(),
    memoVersion: z.number().int(),
    sharedByName: z.string(),
    createdAt: z.iso.datetime(),
    revokedAt: z.iso.datetime().nullable(),
    links: z.number().int(),
  }),
);
export type FirmShareHistory = z.infer<typeof FirmShareHistorySchema>;
