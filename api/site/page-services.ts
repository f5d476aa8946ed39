import type { FastifyBaseLogger } from "fastify";
import type { PageOutcome, PageServices, StaffClient } from "../../core/page-services";
import { makeAppeal } from "../appeals/appeals";
import { DRAFT_SAVED_MESSAGE, saveDraft } from "../application-drafts/drafts";
import { refuseWhenDecided } from "../applications/decided";
import { firmDecisionTimes } from "../applications/decision-times";
import { createConsultancyRequest } from "../consultancy-requests/consultancy-requests-repository";
import { createContact } from "../contacts/contacts-repository";
import type { Database } from "../db/client";
import { answerFromMail } from "../deals/answer-links";
import { answerDeal, firmAnswer } from "../deals/answers";
import { founderPageApplication } from "../deals/board";
import { dealViewerCookie, dealViewerTokenOf } from "../deals/deal-cookie";
import {
  acceptDealTerms,
  chooseDealLanguage,
  type DealViewer,
  dealViewerOf,
  firmDeal,
  sendDealCode,
  verifyDealCode,
} from "../deals/deal-room";
import { askQuestion, firmQuestions } from "../deals/questions";
import { LINK_NOT_VALID, resolveFounderToken } from "../founder/founder-access";
import {
  FORGET_FOUNDER_COOKIE,
  founderCookie,
  founderTokenOfCookies,
} from "../founder/founder-cookie";
import { linkDeck } from "../founder/pitch-decks";
import { createFundingInterest } from "../funding-interest/funding-interest-repository";
import { FOUNDER_LINKS_TASK } from "../jobs/founder-links";
import { captureLead } from "../leads/capture-lead";
import { HttpError } from "../lib/http-error";
import type { SecretBox } from "../lib/secret-box";
import { addressHash } from "../mail/address-hash";
import type { Mailer } from "../mail/mailer";
import { changeNewsletterLanguage, subscribe } from "../newsletter/subscriptions";
import {
  bookPitchSlot,
  cancelPitchBooking,
  founderPitchSlots,
  movePitchBooking,
} from "../pitch-slots/booking";
import { publicCohortsAt, publicEventsAt } from "../site-content/public-content";
import { acceptInvitation, INVITATION_ACCEPTED_MESSAGE } from "../staff/invitations";
import { signInWithCode } from "../staff/second-step";
import { type SignInSettings, signIn, signInClient } from "../staff/sign-in";
import { signInCookie } from "../staff/sign-in-cookie";

/**
 * What the domain answered, or the `{ message }` the API would have answered with: a client
 * error (a deal room's session ended, the firm's questions are used up, the slot was taken).
 */
async function outcomeOf<Value>(act: () => Promise<Value>): Promise<PageOutcome<Value>> {
  try {
    return { value: await act(), message: null };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return { value: null, message: error.message };
    }
    throw error;
  }
}

/** What the viewer the cookie names did in the deal room, or why nothing was done. */
const asViewer = <Value>(
  db: Database,
  cookieHeader: string | null,
  act: (viewer: DealViewer) => Promise<Value>,
) => outcomeOf(async () => act(await dealViewerOf(db, dealViewerTokenOf(cookieHeader))));

/** The application the founder cookie opens now, or null (no cookie, or its link no longer works). */
async function founderApplicationOf(db: Database, cookieHeader: string | null) {
  const token = founderTokenOfCookies(cookieHeader);
  return token ? resolveFounderToken(db, token) : null;
}

/**
 * A change the founder makes from their page to the application the cookie opens, refused as the
 * API's founder routes refuse it: without a live link, or once the application is decided.
 */
async function asUndecidedFounder<Value>(
  db: Database,
  cookieHeader: string | null,
  act: (applicationId: string) => Promise<Value>,
): Promise<PageOutcome<Value>> {
  const applicationId = await founderApplicationOf(db, cookieHeader);
  if (!applicationId) return { value: null, message: LINK_NOT_VALID };
  return outcomeOf(async () => {
    await refuseWhenDecided(db, applicationId);
    return act(applicationId);
  });
}

/**
 * The domain services the site's server-side loaders and actions call (core/page-services.ts),
 * over the same functions as the API's routes: GET /api/events and the Events page, GET
 * /api/my-application and the founder's page say the same (docs/decisions/034-server-rendering.md).
 */
export function pageServices({
  db,
  gstin,
  jobs,
  log,
  mailer,
  now,
  siteUrl,
  staff,
}: {
  db: Database;
  gstin: string | null;
  /** Queues a background task (api/jobs/index.ts; the app's `jobs.queue`): "E-mail me my link". */
  jobs: { queue(name: string, data: object): Promise<void> };
  /** Where the mails' failures are told (the app's logger). */
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The instant the request is served at (api/plugins/clock.ts). */
  now: () => Date;
  siteUrl: string;
  /** The console's sign-in: its throttles and session lengths, and the box of the app secrets. */
  staff: { settings: SignInSettings; box: SecretBox };
}): PageServices {
  // As the API's sign-in routes see their client: the address, and the browser it says it is.
  const clientOf = ({ ip, userAgent }: StaffClient) =>
    signInClient({ ip, headers: { "user-agent": userAgent ?? undefined } });
  return {
    publishedEvents: (language, digits) => publicEventsAt(db, now(), language, digits),
    publishedCohorts: (language, digits) => publicCohortsAt(db, now(), language, digits),
    firmDecisionTimes: () => firmDecisionTimes(db),
    async founderPage(cookieHeader) {
      const token = founderTokenOfCookies(cookieHeader);
      if (!token) return { application: null, message: null };
      // Checked on every request: a link staff revoke, or one that expired, opens nothing more.
      const applicationId = await resolveFounderToken(db, token);
      if (!applicationId) return { application: null, message: LINK_NOT_VALID };
      return {
        application: await founderPageApplication(db, applicationId, { gstin, now: now() }),
        message: null,
      };
    },
    async founderPitchSlots(cookieHeader) {
      const applicationId = await founderApplicationOf(db, cookieHeader);
      return applicationId ? founderPitchSlots(db, applicationId, now()) : null;
    },
    changePitchSlot: (cookieHeader, change) =>
      asUndecidedFounder(db, cookieHeader, async (applicationId) => {
        const deps = { db, mailer, log, siteUrl };
        if (change.intent === "book") await bookPitchSlot(deps, applicationId, change.slotId);
        else if (change.intent === "move") {
          await movePitchBooking(deps, applicationId, change.slotId);
        } else await cancelPitchBooking(deps, { by: "founder", applicationId });
        return founderPitchSlots(db, applicationId, now());
      }),
    linkDeck: (cookieHeader, { url }) =>
      asUndecidedFounder(db, cookieHeader, (applicationId) => linkDeck(db, applicationId, url)),
    async appeal(cookieHeader, { reason }) {
      const applicationId = await founderApplicationOf(db, cookieHeader);
      if (!applicationId) return { value: null, message: LINK_NOT_VALID };
      return outcomeOf(() =>
        makeAppeal({ db, mailer, log, siteUrl }, applicationId, reason, now()),
      );
    },
    async emailFounderLinks({ email }) {
      await jobs.queue(FOUNDER_LINKS_TASK, { addressHash: addressHash(email) });
    },
    async openFounderLink(token) {
      const trimmed = token.trim();
      return (await resolveFounderToken(db, trimmed))
        ? { setCookie: founderCookie(trimmed), message: null }
        : { setCookie: null, message: LINK_NOT_VALID };
    },
    async dealRoom(cookieHeader, ip) {
      const token = dealViewerTokenOf(cookieHeader);
      const viewer = token ? await dealViewerOf(db, token).catch(() => null) : null;
      if (!viewer?.termsAccepted) {
        return { deal: null, questions: null, answer: null, termsFor: viewer?.email ?? null };
      }
      // The reading is recorded with the memo first, as the API's GET records it.
      const deal = await firmDeal(db, viewer, ip);
      const [questions, answer] = await Promise.all([
        firmQuestions(db, viewer),
        firmAnswer(db, viewer),
      ]);
      return { deal, questions, answer, termsFor: null };
    },
    sendDealCode: (input, ip) =>
      outcomeOf(
        async () => (await sendDealCode({ db, mailer }, input.token, input.email, ip)).message,
      ),
    verifyDealCode: (input, ip) =>
      outcomeOf(async () => {
        const { sessionToken } = await verifyDealCode({ db, mailer }, input, ip);
        return { setCookie: dealViewerCookie(sessionToken) };
      }),
    acceptDealTerms: (cookieHeader, ip) =>
      asViewer(db, cookieHeader, async (viewer) => {
        await acceptDealTerms(db, viewer, ip);
        return null;
      }),
    chooseDealLanguage: (cookieHeader, ip, language) =>
      asViewer(db, cookieHeader, (viewer) => chooseDealLanguage(db, viewer, language, ip)),
    answerDeal: (cookieHeader, ip, input) =>
      asViewer(db, cookieHeader, (viewer) =>
        answerDeal({ db, mailer, siteUrl }, viewer, input, ip, now()),
      ),
    answerFromMail: (token, ip, input) =>
      outcomeOf(() => answerFromMail({ db, mailer, siteUrl }, token, input, ip, now())),
    askDealQuestion: (cookieHeader, ip, input) =>
      asViewer(db, cookieHeader, (viewer) => askQuestion(db, viewer, input, ip)),
    async sendContact(input) {
      await createContact(db, input);
    },
    async sendConsultancyRequest(input) {
      await createConsultancyRequest(db, input);
    },
    async subscribe(input) {
      await subscribe({ db, mailer, siteUrl }, input);
    },
    changeNewsletterLanguage: (token, language) =>
      outcomeOf(() => changeNewsletterLanguage({ db }, token, language)),
    async captureLead(input) {
      const { ebook } = await captureLead({ db, mailer, siteUrl }, input);
      return { ebook: ebook.slug };
    },
    async saveApplicationDraft(input) {
      const token = await saveDraft({ db, mailer, log, siteUrl }, input);
      return { token, message: DRAFT_SAVED_MESSAGE };
    },
    async sendFundingInterest(input) {
      await createFundingInterest(db, input);
    },
    forgetFounderLink: FORGET_FOUNDER_COOKIE,
    signInStaff: (input, client) =>
      outcomeOf(async () => {
        const result = await signIn(db, staff.settings, log, { ...input, ...clientOf(client) });
        return "challenge" in result
          ? { next: result, session: null }
          : {
              next: null,
              session: { setCookie: signInCookie(result.token), recoveryCodesLeft: null },
            };
      }),
    signInStaffWithCode: (input, client) =>
      outcomeOf(async () => {
        const deps = { db, box: staff.box, mailer };
        const signedIn = { ...input, ...clientOf(client) };
        const result = await signInWithCode(deps, staff.settings, log, signedIn);
        return {
          setCookie: signInCookie(result.token),
          recoveryCodesLeft: result.recoveryCodesLeft ?? null,
        };
      }),
    acceptStaffInvitation: (input) =>
      outcomeOf(async () => {
        const { username } = await acceptInvitation(db, input);
        return { message: INVITATION_ACCEPTED_MESSAGE, username };
      }),
  };
}
