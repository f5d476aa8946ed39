import type { DealRoomOutcome, PageServices } from "../../core/page-services";
import { createContact } from "../contacts/contacts-repository";
import type { Database } from "../db/client";
import { LINK_NOT_VALID, resolveFounderToken } from "../founder/founder-access";
import {
  FORGET_FOUNDER_COOKIE,
  founderCookie,
  founderTokenOfCookies,
} from "../founder/founder-cookie";
import { createFundingInterest } from "../funding-interest/funding-interest-repository";
import { captureLead } from "../leads/capture-lead";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import { subscribe } from "../newsletter/subscriptions";
import { founderPitchSlots } from "../pitch-slots/booking";
import { publicCohortsAt, publicEventsAt } from "../site-content/public-content";
import { answerDeal, firmAnswer } from "../syndication/answers";
import { founderPageApplication } from "../syndication/board";
import { dealViewerTokenOf } from "../syndication/deal-cookie";
import { type DealViewer, dealViewerOf, firmDeal } from "../syndication/deal-room";
import { askQuestion, firmQuestions } from "../syndication/questions";

/**
 * What the viewer the cookie names did in the deal room, or the `{ message }` the API would have
 * answered them with (their session ended, the firm's questions are used up).
 */
async function asViewer<Value>(
  db: Database,
  cookieHeader: string | null,
  act: (viewer: DealViewer) => Promise<Value>,
): Promise<DealRoomOutcome<Value>> {
  try {
    return {
      value: await act(await dealViewerOf(db, dealViewerTokenOf(cookieHeader))),
      message: null,
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return { value: null, message: error.message };
    }
    throw error;
  }
}

/**
 * The domain services the site's server-side loaders and actions call (core/page-services.ts),
 * over the same functions as the API's routes: GET /api/events and the Events page, GET
 * /api/my-application and the founder's page say the same (docs/decisions/034-server-rendering.md).
 */
export function pageServices({
  db,
  gstin,
  mailer,
  siteUrl,
}: {
  db: Database;
  gstin: string | null;
  mailer: Mailer;
  siteUrl: string;
}): PageServices {
  return {
    publishedEvents: (language) => publicEventsAt(db, new Date(), language),
    publishedCohorts: (language) => publicCohortsAt(db, new Date(), language),
    async founderPage(cookieHeader) {
      const token = founderTokenOfCookies(cookieHeader);
      if (!token) return { application: null, message: null };
      // Checked on every request: a link staff revoke, or one that expired, opens nothing more.
      const applicationId = await resolveFounderToken(db, token);
      if (!applicationId) return { application: null, message: LINK_NOT_VALID };
      return {
        application: await founderPageApplication(db, applicationId, { gstin }),
        message: null,
      };
    },
    async founderPitchSlots(cookieHeader) {
      const token = founderTokenOfCookies(cookieHeader);
      const applicationId = token ? await resolveFounderToken(db, token) : null;
      return applicationId ? founderPitchSlots(db, applicationId, new Date()) : null;
    },
    async openFounderLink(token) {
      const trimmed = token.trim();
      return (await resolveFounderToken(db, trimmed))
        ? { setCookie: founderCookie(trimmed), message: null }
        : { setCookie: null, message: LINK_NOT_VALID };
    },
    async dealRoomPage(cookieHeader, ip) {
      const token = dealViewerTokenOf(cookieHeader);
      if (!token) return null;
      const viewer = await dealViewerOf(db, token).catch(() => null);
      return viewer?.termsAccepted ? firmDeal(db, viewer, ip) : null;
    },
    async dealRoomQuestions(cookieHeader) {
      const viewer = await dealViewerOf(db, dealViewerTokenOf(cookieHeader)).catch(() => null);
      return viewer?.termsAccepted ? firmQuestions(db, viewer) : null;
    },
    async dealRoomAnswer(cookieHeader) {
      const viewer = await dealViewerOf(db, dealViewerTokenOf(cookieHeader)).catch(() => null);
      return viewer?.termsAccepted ? firmAnswer(db, viewer) : null;
    },
    answerDeal: (cookieHeader, ip, input) =>
      asViewer(db, cookieHeader, (viewer) =>
        answerDeal({ db, mailer, siteUrl }, viewer, input, ip),
      ),
    askDealQuestion: (cookieHeader, ip, input) =>
      asViewer(db, cookieHeader, (viewer) => askQuestion(db, viewer, input, ip)),
    async sendContact(input) {
      await createContact(db, input);
    },
    async subscribe(input) {
      await subscribe({ db, mailer, siteUrl }, input);
    },
    async captureLead(input) {
      const { ebook } = await captureLead({ db, mailer, siteUrl }, input);
      return { ebook: ebook.slug };
    },
    async sendFundingInterest(input) {
      await createFundingInterest(db, input);
    },
    forgetFounderLink: FORGET_FOUNDER_COOKIE,
  };
}
