import type { ApplicationAnswers } from "../../core/schemas/application";
import type { App } from "../app";
import type { Database } from "../db/client";
import { aScoredApplication } from "./deals";
import { aFirm, anApplication } from "./factories";
import { newestMail } from "./outbox";

/** The newest mail's text of this kind to this address. */
const lastMail = async (db: Database, to: string, kind: string) =>
  (await newestMail(db, to, kind))?.text ?? "";

/** The token of the newest deal link mailed to this address. */
export const dealLinkTokenOf = async (db: Database, to: string) =>
  /#token=([\w-]+)/.exec(await lastMail(db, to, "deal-link"))?.[1] ?? "";

/**
 * A firm person's viewer cookie for the link mailed to them: the code asked for and given back,
 * and the terms accepted unless told not to.
 */
export async function dealViewerCookie(
  app: App,
  db: Database,
  email: string,
  { acceptTerms = true }: { acceptTerms?: boolean } = {},
) {
  const token = await dealLinkTokenOf(db, email);
  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
  await post("/api/deal-room/code", { token, email });
  // "Your code is 123456", or the Arabic mail's code in its left-to-right isolate.
  const code = /(?:code is |\u2066)(\d{6})/.exec(await lastMail(db, email, "deal-code"))?.[1] ?? "";
  const verified = await post("/api/deal-room/verify", { token, email, code });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
  if (acceptTerms) await post("/api/deal-room/terms", { accept: true }, cookie);
  return cookie;
}

let sequence = 0;

/**
 * A scored application whose memo is shared, by the admin whose headers are given, with a firm per
 * entry of `firms` (a person each, `<key>@<key>.example`), applied for in `language`; answers the
 * application and firm ids.
 */
export async function aSharedDeal(
  app: App,
  db: Database,
  admin: Record<string, string>,
  firms: string[],
  answers: ApplicationAnswers = anApplication(),
  language: "en" | "ar" = "en",
) {
  const run = ++sequence;
  const inject = (method: "POST" | "PUT", url: string, payload: object) =>
    app.inject({ method, url, headers: admin, payload });
  const { applicationId } = await aScoredApplication(app, db, answers, language);
  await inject("PUT", `/api/admin/applications/${applicationId}/memo`, {
    summary: "Payments for Gulf cafés.",
    risks: "Card-scheme fees.",
    proposedTerms: "SAFE, USD 6M cap.",
    roundSize: 1_000_000,
    roundCurrency: "USD",
  });
  const firmIds: Record<string, string> = {};
  for (const key of firms) {
    const created = await inject(
      "POST",
      "/api/admin/affiliated-firms",
      aFirm({
        name: `${key[0]?.toUpperCase()}${key.slice(1)} Capital ${run}`,
        domains: [`${key}${run}.example`],
        people: [{ name: `${key} person`, email: `${key}@${key}${run}.example`, role: "Partner" }],
      }),
    );
    if (created.statusCode !== 201) throw new Error(`firm: ${created.body}`);
    firmIds[key] = created.json()._id;
  }
  const shared = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
    firmIds: Object.values(firmIds),
  });
  if (shared.statusCode !== 200) throw new Error(`share: ${shared.body}`);
  const emailOf = (key: string) => `${key}@${key}${run}.example`;
  return {
    applicationId,
    firmIds,
    emailOf,
    firmName: (key: string) => `${key[0]?.toUpperCase()}${key.slice(1)} Capital ${run}`,
  };
}
