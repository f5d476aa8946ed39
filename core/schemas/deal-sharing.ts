import { DEAL_ANSWER_KINDS } from "../deal-answers";
import { westernDigits } from "../eastern-digits";
import { tokenOfPastedLink } from "../pasted-link";
import { EmailSchema, text } from "./common";
import { MemoVersionSchema } from "./deal-memo";
import { ReportScorecardSchema } from "./scorecard";
import { z } from "./zod";

// Sharing a deal with affiliated firms and the firm viewer's side (docs/decisions/058-deal-sharing.md).

export const DEAL_LINK_DAYS_DEFAULT = 30;
export const DEAL_LINK_DAYS_MAX = 90;
export const DEAL_CODE_MINUTES = 10;
export const DEAL_CODE_ATTEMPTS = 5;
/** Wrong codes one link takes for one address in an hour, whatever the codes and source addresses. */
export const DEAL_WRONG_CODES_PER_HOUR = 10;
/** Codes sent to one address in an hour, whatever the links. */
export const DEAL_CODES_PER_HOUR = 5;
export const DEAL_SHARE_FIRMS_MAX = 100;
/** Business days a firm has to answer a deal (core/business-days.ts), unless staff say otherwise. */
export const DEAL_RESPOND_DAYS_DEFAULT = 10;
export const DEAL_RESPOND_DAYS_MAX = 65;

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
  /** How many business days the firms have to answer: their respond-by date. */
  respondInBusinessDays: z
    .number("Enter a whole number of business days")
    .int("Enter a whole number of business days")
    .min(1, "At least 1 business day")
    .max(DEAL_RESPOND_DAYS_MAX, `At most ${DEAL_RESPOND_DAYS_MAX} business days`)
    .default(DEAL_RESPOND_DAYS_DEFAULT),
  /** Whether the chosen firms' people may download the deck, stamped with their address. */
  deckDownload: z.boolean("Say whether the deck may be downloaded").default(false),
});
export type ShareInput = z.input<typeof ShareInputSchema>;

/**
 * The console's share form, as it posts it: a ticked box per firm (none ticked asks for one), the
 * days as typed, the deck's box; checked as POST /api/admin/applications/:id/shares checks it.
 */
export const ShareFormSchema = z.object({
  ...ShareInputSchema.shape,
  firmIds: z.array(z.string()).default([]).pipe(ShareInputSchema.shape.firmIds),
});

export const THESIS_MATCHES = ["sector", "stage", "region"] as const;

/** A firm as the share screen offers it: thesis matches first, "never send" not selectable. */
export const ShareCandidateSchema = z.object({
  firmId: z.uuid(),
  name: z.string(),
  matches: z.array(z.enum(THESIS_MATCHES)),
  /** Similar deals the firm answered Interested or better (api/deals/firm-record.ts). */
  interestedOnSimilar: z.number().int(),
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
    // Typed on an Arabic keyboard, the code's digits may be Eastern Arabic ones.
    .overwrite(westernDigits)
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail"),
});
export const DealTermsSchema = z.strictObject({
  accept: z.literal(true, "Tick the box to accept the confidentiality terms"),
});

/**
 * The deal room's way in as a page that runs no scripts posts it (docs/decisions/058-deal-sharing.md):
 * the link as pasted (its token is after the "#", which no browser sends), then the address, then
 * the code; each read into the API's input and checked as its call checks it.
 */
const PastedTokenSchema = z
  .string()
  .optional()
  .transform((link) => tokenOfPastedLink(link ?? ""))
  .pipe(TokenSchema);
export const DealCodeFormSchema = z.object({ link: PastedTokenSchema, email: EmailSchema });
export const DealVerifyFormSchema = DealCodeFormSchema.extend({
  code: DealCodeVerifySchema.shape.code,
});
/** The terms' box, ticked ("on") or not sent at all. */
export const DealTermsFormSchema = z.object({
  accept: z.literal("on", "Tick the box to accept the confidentiality terms"),
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

/** Whom a firm's people write to about a deal: the admin who shared it with their firm. */
export const DealContactSchema = z.object({ name: z.string(), email: z.string() });
export type DealContact = z.infer<typeof DealContactSchema>;

/** The deal at a glance, the room's header: the founder's own words for sector and stage. */
export const DealGlanceSchema = z.object({
  sector: z.string(),
  stage: z.string(),
  /** From the founder's phone's country code (core/thesis-match.ts); null when unknown. */
  region: z.string().nullable(),
  founders: z.array(z.string()),
  teamSize: z.number().int(),
});

/** The deal as a firm's viewer reads it: the shared version, without staff names. */
export const FirmDealSchema = z.object({
  startupName: z.string(),
  firmName: z.string(),
  viewerEmail: z.string(),
  /** The end of the day the firm is asked to answer by; null for a deal shared before such dates. */
  respondBy: z.iso.datetime().nullable(),
  /** Until when this person's link opens the room. */
  linkExpiresAt: z.iso.datetime(),
  /** Whom to write to: the admin who shared the deal with this firm. */
  contact: DealContactSchema,
  glance: DealGlanceSchema,
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

/** One deal shared with a firm, as its record lists it: which version, by whom, and its answer. */
export const FirmSharedDealSchema = z.object({
  applicationId: z.uuid(),
  startupName: z.string(),
  memoVersion: z.number().int(),
  sharedByName: z.string(),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  links: z.number().int(),
  respondBy: z.iso.datetime().nullable(),
  /** The firm's answer now (its latest); late when given after the respond-by date. */
  answer: z
    .object({ kind: z.enum(DEAL_ANSWER_KINDS), answeredAt: z.iso.datetime(), late: z.boolean() })
    .nullable(),
  /** No answer, and the respond-by date passed while the deal was shared. */
  noAnswerByDate: z.boolean(),
});
export type FirmSharedDeal = z.infer<typeof FirmSharedDealSchema>;

/**
 * A firm's record of the deals shared with it (docs/product.md, "A firm's record"): how often and
 * how fast it answers, when it was last in touch, and each deal with its answer.
 */
export const FirmDealRecordSchema = z.object({
  /** Deals whose answer is due: answered, or asked by a date that passed while shared. */
  due: z.number().int(),
  answered: z.number().int(),
  /** Answered of due, in whole percent; null while none is due. */
  answerRatePercent: z.number().int().nullable(),
  /** Business days from sharing to the first answer: the median of the answered deals (one of them). */
  medianDaysToAnswer: z.number().int().nullable(),
  /** The latest of a share or reminder sent, a room visit, an answer and a question. */
  lastContactAt: z.iso.datetime().nullable(),
  deals: z.array(FirmSharedDealSchema),
});
export type FirmDealRecord = z.infer<typeof FirmDealRecordSchema>;
