import type { DecisionTimes } from "./decision-times";
import type { EbookSlug } from "./ebooks/catalogue";
import type { Digits, Language } from "./languages";
import type { SecondStep } from "./schemas/account";
import type { LoginInput } from "./schemas/admin";
import type { AppealRequest, FounderAppeal } from "./schemas/appeals";
import type { DraftSave, DraftSaved } from "./schemas/application-draft";
import type { PublicCohorts } from "./schemas/cohorts";
import type { ConsultancyRequestInput } from "./schemas/consultancy-request";
import type { ContactInput } from "./schemas/contact";
import type { DealAnswerFields, DealAnswerLinkOpening, FirmAnswer } from "./schemas/deal-answer";
import type { AskedQuestion, AskQuestionFields, FirmQuestions } from "./schemas/deal-questions";
import type { FirmDeal } from "./schemas/deal-sharing";
import type { PublicEvents } from "./schemas/events";
import type {
  DeckLinkRequest,
  FounderApplication,
  FounderLinkRequest,
  PitchDeck,
} from "./schemas/founder";
import type { FundingInterestInput } from "./schemas/funding-interest";
import type { LeadInput } from "./schemas/lead";
import type { SubscribeInput } from "./schemas/newsletter";
import type { FounderPitchSlots, PitchSlotChange } from "./schemas/pitch-slot";
import type { InvitationAccepted, InvitationAcceptInput } from "./schemas/staff";

/**
 * The founder's page as the server sees a request: the application its founder cookie opens, or
 * why there is none (`message` when the cookie names a link that no longer works).
 */
export type FounderPageData =
  | { application: FounderApplication; message: null }
  | { application: null; message: string | null };

/** Who signs in to the console: the address, and the request's User-Agent header as sent. */
export type StaffClient = { ip: string; userAgent: string | null };

/**
 * A console session started by the login page's action, as the `Set-Cookie` that hands it to the
 * console's scripts (docs/decisions/091-sign-in-without-scripts.md); after a recovery code, how
 * many are left.
 */
export type StaffSession = { setCookie: string; recoveryCodesLeft: number | null };

/** The password's answer: the step after it, or the session started. */
export type StaffSignIn =
  | { next: { step: SecondStep; challenge: string; message: string }; session: null }
  | { next: null; session: StaffSession };

/**
 * What a page's form came to: what the domain answered, or why nothing was recorded (the deal
 * room's session ended, a limit was reached, the founder's link was revoked: a client error's
 * `{ message }` in the API).
 */
export type PageOutcome<Value> = { value: Value; message: null } | { value: null; message: string };

/**
 * What the site's server-side loaders and actions may ask of the domain: the same services the
 * API's routes call, implemented in api/site/page-services.ts and handed to React Router in each
 * request's context (docs/decisions/034-server-rendering.md). Types only, so web never imports api.
 */
export type PageServices = {
  /**
   * The published events as the Events page shows them now (GET /api/events says the same), with
   * dates in the page's language and, on an Arabic page, the digits the visitor chose.
   */
  publishedEvents(language: Language, digits?: Digits): Promise<PublicEvents>;
  /**
   * The cohort the home page offers now, and the latest one (GET /api/cohorts says the same), with
   * dates in the page's language and, on an Arabic page, the digits the visitor chose.
   */
  publishedCohorts(language: Language, digits?: Digits): Promise<PublicCohorts>;
  /**
   * The firm's time to decision over the last 12 months (core/decision-times.ts), or null below
   * 10 decisions: the application page shows it (the founder's page has it in its application).
   */
  firmDecisionTimes(): Promise<DecisionTimes | null>;
  /** The founder's application the request's cookies open (docs/decisions/036-founder-cookie.md). */
  founderPage(cookieHeader: string | null): Promise<FounderPageData>;
  /**
   * The pitch slot of the application the request's cookies open, and the open slots (GET
   * /api/my-application/pitch-slot says the same); null without a live link.
   */
  founderPitchSlots(cookieHeader: string | null): Promise<FounderPitchSlots | null>;
  /**
   * The pitch slot booked, moved or cancelled from the founder's page, for the application the
   * request's cookies open (POST, PUT and DELETE /api/my-application/pitch-slot do the same): its
   * slots now.
   */
  changePitchSlot(
    cookieHeader: string | null,
    change: PitchSlotChange,
  ): Promise<PageOutcome<FounderPitchSlots>>;
  /**
   * The pitch deck given as a link from the founder's page, for the application the request's
   * cookies open (POST /api/my-application/deck-link does the same): the deck as kept.
   */
  linkDeck(cookieHeader: string | null, input: DeckLinkRequest): Promise<PageOutcome<PitchDeck>>;
  /**
   * "Appeal the decision" from the founder's page, for the application the request's cookies open
   * (POST /api/my-application/appeal does the same): the appeal as kept, or why it was refused.
   */
  appeal(cookieHeader: string | null, input: AppealRequest): Promise<PageOutcome<FounderAppeal>>;
  /**
   * "E-mail me my link": fresh private links queued for the address, whatever it is (POST
   * /api/my-application/link does the same, with the same answer for any address).
   */
  emailFounderLinks(input: FounderLinkRequest): Promise<void>;
  /**
   * A private link's token exchanged for the founder cookie: the `Set-Cookie` value to send, or
   * what to tell the visitor when the link opens nothing (unknown, expired or revoked).
   */
  openFounderLink(
    token: string,
  ): Promise<{ setCookie: string; message: null } | { setCookie: null; message: string }>;
  /**
   * What the deal room's viewer cookie opens, once the terms are accepted: the memo, the deal's
   * questions (the firm's own and the published ones: docs/decisions/064-deal-questions.md) and
   * the firm's answer with its history (062). Without them, `termsFor` is the address of a viewer
   * who proved it and has still to accept the terms, else null (the page then asks for the link
   * and the proof: docs/decisions/058-deal-sharing.md).
   */
  dealRoom(
    cookieHeader: string | null,
    ip: string,
  ): Promise<
    | { deal: FirmDeal; questions: FirmQuestions; answer: FirmAnswer; termsFor: null }
    | { deal: null; questions: null; answer: null; termsFor: string | null }
  >;
  /**
   * The deal room's way in without scripts, as its calls do it (POST /api/deal-room/code, /verify
   * and /terms): a code sent to the address (what to tell them), the code proved (the viewer
   * cookie to set), the terms accepted by the viewer the cookie names.
   */
  sendDealCode(input: { token: string; email: string }, ip: string): Promise<PageOutcome<string>>;
  verifyDealCode(
    input: { token: string; email: string; code: string },
    ip: string,
  ): Promise<PageOutcome<{ setCookie: string }>>;
  acceptDealTerms(cookieHeader: string | null, ip: string): Promise<PageOutcome<null>>;
  /**
   * The language the viewer the cookie names reads the room and gets the deal's mails in, chosen
   * in the room (docs/decisions/088-deal-room-in-arabic.md).
   */
  chooseDealLanguage(
    cookieHeader: string | null,
    ip: string,
    language: Language,
  ): Promise<PageOutcome<Language>>;
  /**
   * The firm's answer given from the deal room's form by the viewer the cookie names (PUT
   * /api/deal-room/answer records it the same way): the answer and its history now.
   */
  answerDeal(
    cookieHeader: string | null,
    ip: string,
    input: DealAnswerFields,
  ): Promise<PageOutcome<FirmAnswer>>;
  /**
   * The answer confirmed on the page a mail's answer link opens, for the link's person (POST
   * /api/deal-room/answer-link/answer records it the same way: docs/decisions/080-answers-from-the-
   * mail.md): whom it answered for, and the firm's answer now.
   */
  answerFromMail(
    token: string,
    ip: string,
    input: DealAnswerFields,
  ): Promise<PageOutcome<DealAnswerLinkOpening>>;
  /**
   * A question asked from the deal room's form by the same viewer, within the firm's limit (POST
   * /api/deal-room/questions takes it the same way): what to tell them, and how many are left.
   */
  askDealQuestion(
    cookieHeader: string | null,
    ip: string,
    input: AskQuestionFields,
  ): Promise<PageOutcome<AskedQuestion>>;
  /** A message sent through the contact page's form (POST /api/contact stores it the same way). */
  sendContact(input: ContactInput): Promise<void>;
  /** The consultancy form, stored (POST /api/consultancy-requests stores it the same way). */
  sendConsultancyRequest(input: ConsultancyRequestInput): Promise<void>;
  /**
   * A newsletter signup from a page's form: pending until confirmed from its mail (POST
   * /api/newsletter/subscribe does the same).
   */
  subscribe(input: SubscribeInput): Promise<void>;
  /**
   * "Receive it in English / بالعربية" from the page a newsletter's footer links to: the language
   * the subscriber of that mail's token gets every newsletter in from now on, and what to say.
   */
  changeNewsletterLanguage(
    token: string,
    language: Language,
  ): Promise<PageOutcome<{ message: string; language: Language }>>;
  /**
   * A lead from a lead page's form, its ebook mailed and the newsletter tick's sign-up made (POST
   * /api/leads does the same); answers which ebook it asked for.
   */
  captureLead(input: LeadInput): Promise<{ ebook: EbookSlug }>;
  /**
   * "Save and continue later" from /application: the draft kept (a new one, or the one an earlier
   * save's token names) and its link e-mailed (POST /api/application-drafts does the same); the
   * token for the browser to keep, and what to tell the applicant.
   */
  saveApplicationDraft(input: DraftSave): Promise<DraftSaved>;
  /** The handbook thank-you page's funding form, stored (POST /api/funding-interest does the same). */
  sendFundingInterest(input: FundingInterestInput): Promise<void>;
  /** The `Set-Cookie` value that forgets the founder cookie. */
  readonly forgetFounderLink: string;
  /**
   * A staff invitation accepted from its page: the account made with the name and password
   * chosen (POST /api/staff-invitations/accept does the same), or why not (a wrong, spent or
   * expired link, a password too easy to guess).
   */
  acceptStaffInvitation(input: InvitationAcceptInput): Promise<PageOutcome<InvitationAccepted>>;
  /**
   * "Login" posted without the page's scripts: the password checked as POST /api/admin/login
   * checks it, throttles included; the step after it, or the session started, or why not.
   */
  signInStaff(input: LoginInput, client: StaffClient): Promise<PageOutcome<StaffSignIn>>;
  /** The step after the password, as POST /api/admin/login/code takes it. */
  signInStaffWithCode(
    input: { challenge: string; code: string },
    client: StaffClient,
  ): Promise<PageOutcome<StaffSession>>;
};
