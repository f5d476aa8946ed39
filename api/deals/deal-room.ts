import { randomInt, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  DEAL_LINK_NOT_VALID,
  type DealLinkEnding,
  dealLinkEndedMessage,
} from "../../core/deal-links";
import { DEAL_MAIL_TEXTS } from "../../core/deal-mail-texts";
import {
  DEAL_CODE_NOT_VALID,
  DEAL_CODE_SENT,
  dealTooManyCodes,
  dealTooManyWrongCodes,
  TERMS_FIRST,
} from "../../core/deal-room-messages";
import { type Language, languageOf } from "../../core/languages";
import {
  DEAL_CODE_ATTEMPTS,
  DEAL_CODE_MINUTES,
  DEAL_CODES_PER_HOUR,
  DEAL_WRONG_CODES_PER_HOUR,
  type FirmDeal,
} from "../../core/schemas/deal-sharing";
import { regionOfPhone } from "../../core/thesis-match";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { hashToken, newToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { freeSlots, takeSlot } from "../rate-limits/rate-limit-hits";
import { firmDeckOf } from "./deal-deck";
import { firmDealRow } from "./firm-deal-repository";
import { firmById, setFirmPeople } from "./firms-repository";
import { applicationOf, toMemoVersion } from "./memos-repository";
import { notifyDealEvent } from "./notifications";
import { firmHasViewed } from "./notifications-repository";
import {
  acceptTermsRow,
  claimCode,
  insertCode,
  insertViewerSession,
  latestCode,
  linkByTokenHash,
  recordAccess,
  setLinkLanguage,
  sharerContact,
  takeCodeTry,
  viewerSessionByHash,
} from "./sharing-repository";

// The firm viewer's side (docs/decisions/058-deal-sharing.md). Whatever is wrong with a link or a
// code, the answer is the same, so nobody learns which links exist, which addresses may open
// them, or which codes were close.

const HOUR_MS = 3_600_000;
const tooMany = (message: (ms: number) => string, retryInMs: number) =>
  new HttpError(429, message(retryInMs), {
    "retry-after": String(Math.ceil(retryInMs / 1000)),
  });

// The caps hold across codes, links and source addresses, and on every instance: each code sent
// and each code checked first takes a slot in the database (docs/decisions/068-atomic-guess-
// limits.md). The addresses are kept there only as their hash.
const codesSentKey = (email: string) => `deal codes sent ${hashToken(email)}`;
const wrongCodesKey = (linkId: string, email: string) =>
  `deal wrong codes ${linkId} ${hashToken(email)}`;

/** A viewer's session lasts a working day; the link in the mail starts another. */
const SESSION_HOURS = 12;
const MINUTE_MS = 60_000;

const refuse = () => new HttpError(403, DEAL_LINK_NOT_VALID);

type Live = NonNullable<Awaited<ReturnType<typeof linkByTokenHash>>>;
/** Whether a link still opens: neither it nor its firm's share withdrawn, and not expired. */
export const isLive = (found: Live, now: Date) =>
  !found.link.revokedAt && !found.share.revokedAt && found.link.expiresAt > now;

const ipOf = (request: Pick<FastifyRequest, "ip">) => request.ip ?? "";

/** What ended a real link, and since when: the firm's share first, then the person's link. */
function endingOf(found: Live): { ending: DealLinkEnding; day: Date } {
  if (found.share.revokedAt) return { ending: "unshared", day: found.share.revokedAt };
  if (found.link.revokedAt) return { ending: "revoked", day: found.link.revokedAt };
  return { ending: "expired", day: found.link.expiresAt };
}

/**
 * The refusal of a real link that is no longer live: whoever holds it (the token proves it was
 * sent to them) is told what happened and whom to write to; a guessed token still learns nothing.
 * A mail's answer link that outlived its deal link is refused the same way (answer-links.ts).
 */
export async function endedLinkError(db: Database, found: Live) {
  const { ending, day } = endingOf(found);
  const contact = await sharerContact(db, found.share.sharedById, found.share.sharedByName);
  return new HttpError(
    403,
    dealLinkEndedMessage(ending, { day, firmName: found.firm.name, contact }),
  );
}

/** A link that is no longer live, opened: recorded in the access list, then refused. */
async function ended(db: Database, found: Live, ip: string) {
  const { ending } = endingOf(found);
  await recordAccess(db, {
    applicationId: found.share.applicationId,
    firmId: found.share.firmId,
    linkId: found.link.id,
    email: found.link.email,
    event: `refused: link ${ending === "unshared" ? "of a revoked share" : ending}`,
    ip,
  });
  return endedLinkError(db, found);
}

async function liveLink(db: Database, token: string, now: Date, ip: string) {
  const found = token.length <= 200 ? await linkByTokenHash(db, hashToken(token)) : undefined;
  if (!found) throw refuse();
  if (!isLive(found, now)) throw await ended(db, found, ip);
  return found;
}

/** What the opening of a link may say before the address is proved: who shared what with whom. */
export async function openDealLink(db: Database, token: string, ip: string, now = new Date()) {
  const found = await liveLink(db, token, now, ip);
  const application = await applicationOf(db, found.share.applicationId);
  if (!application) throw refuse();
  await recordAccess(db, {
    applicationId: found.share.applicationId,
    firmId: found.share.firmId,
    linkId: found.link.id,
    email: found.link.email,
    event: "link opened",
    ip,
  });
  return { startupName: application.startupName, firmName: found.firm.name };
}

/** Whether the address may open the firm's deals: the link's own, a listed person's, or on its domains. */
const mayOpen = (found: Live, email: string) => {
  const domain = email.split("@")[1] ?? "";
  return (
    email === found.link.email.toLowerCase() ||
    found.firm.people.some((person) => person.email.toLowerCase() === email) ||
    found.firm.domains.includes(domain)
  );
};

/** Sends a one-time code to the address when it may open the deal; answers the same either way. */
export async function sendDealCode(
  deps: { db: Database; mailer: Mailer },
  token: string,
  rawEmail: string,
  ip: string,
  now = new Date(),
) {
  const { db } = deps;
  const email = rawEmail.toLowerCase();
  const found = await liveLink(db, token, now, ip);
  const base = {
    applicationId: found.share.applicationId,
    firmId: found.share.firmId,
    linkId: found.link.id,
    email,
    ip,
  };
  // Counted before the address is judged, so the cap says nothing about which addresses may open.
  const sending = await takeSlot(db, codesSentKey(email), {
    limit: DEAL_CODES_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!("slot" in sending)) {
    await recordAccess(db, { ...base, event: "refused: too many codes asked for" });
    throw tooMany(dealTooManyCodes, sending.retryInMs);
  }
  if (!mayOpen(found, email)) {
    await recordAccess(db, {
      ...base,
      event: "refused: address not on the firm's domains or people",
    });
    return { message: DEAL_CODE_SENT };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await insertCode(db, {
    linkId: found.link.id,
    email,
    codeHash: hashToken(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + DEAL_CODE_MINUTES * MINUTE_MS),
  });
  await recordAccess(db, { ...base, event: "code sent" });
  // In the language of the link's person (docs/decisions/086-deal-room-language.md).
  const language = languageOf(found.link.language);
  const texts = DEAL_MAIL_TEXTS[language].code;
  // The owner of the address hears once that no more codes come this hour, not once a request.
  const facts = {
    firmName: found.firm.name,
    code,
    lastOfTheHour: sending.slot === DEAL_CODES_PER_HOUR,
  };
  await deps.mailer.send({
    kind: "deal-code",
    to: email,
    subject: texts.subject(facts),
    text: texts.text(facts),
    language,
  });
  return { message: DEAL_CODE_SENT };
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks the code: the newest sent to that address for this link, unused, in time, within its
 * tries, and within the link's and address's wrong codes of the hour. Right, it starts a viewer
 * session (its token for the cookie); wrong, one uniform 403; over the hour's cap, 429 unjudged.
 */
export async function verifyDealCode(
  deps: { db: Database; mailer: Mailer },
  input: { token: string; email: string; code: string },
  ip: string,
  now = new Date(),
) {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const found = await liveLink(db, input.token, now, ip);
  const base = {
    applicationId: found.share.applicationId,
    firmId: found.share.firmId,
    linkId: found.link.id,
    email,
    ip,
  };
  // Every code sent for a live link takes a slot, whether or not a code is waiting, so the cap
  // says nothing about which addresses were sent codes.
  const guess = await takeSlot(db, wrongCodesKey(found.link.id, email), {
    limit: DEAL_WRONG_CODES_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!("slot" in guess)) {
    await recordAccess(db, { ...base, event: "refused: too many wrong codes" });
    throw tooMany(dealTooManyWrongCodes, guess.retryInMs);
  }
  const code = await latestCode(db, found.link.id, email);
  const usable = code && (await takeCodeTry(db, code.id, DEAL_CODE_ATTEMPTS, now)) ? code : null;
  if (!usable || !sameHash(usable.codeHash, hashToken(input.code))) {
    await recordAccess(db, { ...base, event: "refused: code not valid" });
    if (guess.slot === DEAL_WRONG_CODES_PER_HOUR) {
      await tellOfLock(deps, found, base, new Date(now.getTime() + guess.windowEndsInMs));
    }
    throw new HttpError(403, DEAL_CODE_NOT_VALID);
  }
  if (!(await claimCode(db, usable.id, now))) {
    await recordAccess(db, { ...base, event: "refused: code not valid" });
    throw new HttpError(403, DEAL_CODE_NOT_VALID);
  }
  const sessionToken = newToken();
  await insertViewerSession(db, {
    linkId: found.link.id,
    email,
    tokenHash: hashToken(sessionToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_HOURS * 60 * MINUTE_MS),
  });
  await freeSlots(db, wrongCodesKey(found.link.id, email));
  await recordAccess(db, { ...base, event: "address verified" });
  return { sessionToken, email, termsAccepted: found.link.termsAcceptedAt !== null };
}

/**
 * The wrong code that fills the hour's slots: recorded, and the address told once (only the request
 * in the last slot does it), when it is one that may open the deal.
 */
async function tellOfLock(
  deps: { db: Database; mailer: Mailer },
  found: Live,
  base: { applicationId: string; firmId: string; linkId: string; email: string; ip: string },
  until: Date,
) {
  await recordAccess(deps.db, { ...base, event: "locked: too many wrong codes" });
  if (!mayOpen(found, base.email)) return;
  const language = languageOf(found.link.language);
  const texts = DEAL_MAIL_TEXTS[language].codeLocked;
  const facts = { firmName: found.firm.name, email: base.email, until };
  await deps.mailer.send({
    kind: "deal-code-locked",
    to: base.email,
    subject: texts.subject(facts),
    text: texts.text(facts),
    language,
  });
}

export type DealViewer = {
  sessionId: string;
  linkId: string;
  personName: string;
  applicationId: string;
  firmId: string;
  firmName: string;
  memoId: string;
  email: string;
  termsAccepted: boolean;
  /** Whether the firm's share allows the deck to be downloaded (docs/decisions/060-deal-room-deck.md). */
  deckDownload: boolean;
  linkExpiresAt: Date;
  sharedById: string | null;
  sharedByName: string;
  /** The end of the day the firm is asked to answer by (null for an older share). */
  respondBy: Date | null;
  /** The link's language (docs/decisions/086-deal-room-language.md): the deck's stamp's. */
  language: Language;
};

/**
 * The viewer of a request, from the viewer cookie's token: a live session on a live link of a live
 * share. Anything else is the uniform 403. A staff token is no viewer session, and the other way
 * round: the staff routes read only the bearer header.
 */
export async function dealViewerOf(
  db: Database,
  sessionToken: string,
  now = new Date(),
): Promise<DealViewer> {
  if (!sessionToken || sessionToken.length > 200) throw refuse();
  const found = await viewerSessionByHash(db, hashToken(sessionToken), now);
  if (!found || found.link.revokedAt || found.share.revokedAt || found.link.expiresAt <= now) {
    throw refuse();
  }
  return {
    sessionId: found.session.id,
    linkId: found.link.id,
    personName: found.link.personName,
    applicationId: found.share.applicationId,
    firmId: found.share.firmId,
    firmName: found.firm.name,
    memoId: found.share.memoId,
    email: found.session.email,
    termsAccepted: found.link.termsAcceptedAt !== null,
    deckDownload: found.share.deckDownload,
    linkExpiresAt: found.link.expiresAt,
    sharedById: found.share.sharedById,
    sharedByName: found.share.sharedByName,
    respondBy: found.share.respondBy,
    language: languageOf(found.link.language),
  };
}

/** Records the confidentiality terms accepted, once per link: who, when, from where. */
export async function acceptDealTerms(
  db: Database,
  viewer: DealViewer,
  ip: string,
  now = new Date(),
) {
  if (!viewer.termsAccepted) {
    await acceptTermsRow(db, viewer.linkId, viewer.email, ip, now);
    await recordAccess(db, {
      applicationId: viewer.applicationId,
      firmId: viewer.firmId,
      linkId: viewer.linkId,
      email: viewer.email,
      event: "terms accepted",
      ip,
    });
  }
  return { email: viewer.email, termsAccepted: true };
}

/**
 * The language the viewer reads the room and gets this deal's mails in, chosen in the room
 * (docs/decisions/088-deal-room-in-arabic.md): kept on their link, and on their entry in the
 * firm's people, so the next share and the introduction's meeting come in it too.
 */
export async function chooseDealLanguage(
  db: Database,
  viewer: DealViewer,
  language: Language,
  ip: string,
) {
  await db.transaction(async (tx) => {
    await setLinkLanguage(tx, viewer.linkId, language);
    const firm = await firmById(tx, viewer.firmId);
    const address = viewer.email.toLowerCase();
    if (firm?.people.some((person) => person.email.toLowerCase() === address)) {
      await setFirmPeople(
        tx,
        firm.id,
        firm.people.map((person) =>
          person.email.toLowerCase() === address ? { ...person, language } : person,
        ),
      );
    }
    await recordAccess(tx, {
      applicationId: viewer.applicationId,
      firmId: viewer.firmId,
      linkId: viewer.linkId,
      email: viewer.email,
      event: `language: ${language}`,
      ip,
    });
  });
  return language;
}

/** The deal as the firm reads it: the version shared with it, without the reviewers' names. */
export async function firmDeal(db: Database, viewer: DealViewer, ip: string): Promise<FirmDeal> {
  if (!viewer.termsAccepted) throw new HttpError(403, TERMS_FIRST);
  const row = await firmDealRow(db, viewer.applicationId, viewer.memoId);
  if (!row) throw refuse();
  const firstView = !(await firmHasViewed(db, viewer.applicationId, viewer.firmId));
  await recordAccess(db, {
    applicationId: viewer.applicationId,
    firmId: viewer.firmId,
    linkId: viewer.linkId,
    email: viewer.email,
    event: "memo viewed",
    ip,
  });
  // The admin who shared the deal hears of each firm's first reading at once.
  if (firstView) {
    const { applicationId, firmId } = viewer;
    await notifyDealEvent(db, { kind: "first-view", applicationId, firmId });
  }
  const memo = toMemoVersion(row.memo);
  return {
    startupName: row.startupName,
    firmName: viewer.firmName,
    viewerEmail: viewer.email,
    respondBy: viewer.respondBy?.toISOString() ?? null,
    linkExpiresAt: viewer.linkExpiresAt.toISOString(),
    contact: await sharerContact(db, viewer.sharedById, viewer.sharedByName),
    glance: {
      sector: row.industry,
      stage: row.developmentStage,
      region: regionOfPhone(row.phone),
      founders: [row.designation ? `${row.fullName}, ${row.designation}` : row.fullName],
      teamSize: row.teamSize,
    },
    deck: firmDeckOf(viewer, row.deck),
    memo: {
      version: memo.version,
      summary: memo.summary,
      risks: memo.risks,
      proposedTerms: memo.proposedTerms,
      roundSize: memo.roundSize,
      roundCurrency: memo.roundCurrency,
      changeNote: memo.changeNote,
      sharedAt: memo.sharedAt,
      scorecard: {
        ...memo.scorecard,
        redFlags: memo.scorecard.redFlags.map(({ note }) => ({ note })),
      },
    },
  };
}

export { ipOf };
