// npm run bench -- deal-room (or BENCH_ONLY=deal-room): what the firm's deal room costs the server
// to render (docs/decisions/060-deal-room-deck.md): /deal-room for a verified viewer who accepted
// the terms, the shared memo and the deck's line read from the database, measured as the home page
// is (bench/render.ts), against the same 5 ms of CPU. A benchmark, not a test: it reports.
import { and, desc, eq } from "drizzle-orm";
import { mailOutbox } from "../api/db/schema/mail";
import { loginAsAdmin } from "../api/test/admin";
import { aScoredApplication } from "../api/test/deals";
import { aDeck, uploadDeckAs } from "../api/test/decks";
import { aFirm } from "../api/test/factories";
import { type PagePreparation, runPageRenderBench } from "./render";

export const wantsDealRoomBench = () =>
  process.env.BENCH_ONLY === "deal-room" || process.argv.slice(2).includes("deal-room");

const VIEWER = "aisha@alpha.example";

/** A scored application with a memo and a 20-page deck, shared with a firm; its viewer's cookie. */
const dealRoomPage: PagePreparation = async (app, db) => {
  const { headers: admin } = await loginAsAdmin(app, db);
  const { applicationId, founderToken } = await aScoredApplication(app, db);
  const call = async (
    method: "POST" | "PUT",
    url: string,
    payload: object,
    headers: Record<string, string> = admin,
  ) => {
    const response = await app.inject({ method, url, payload, headers });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response;
  };
  await uploadDeckAs(app, founderToken, await aDeck(20), "deck.pdf");
  const firm = await call("POST", "/api/admin/affiliated-firms", {
    ...aFirm({ name: "Alpha Gulf Ventures", domains: ["alpha.example"] }),
    people: [{ name: "Aisha Rahman", email: VIEWER, role: "Partner" }],
  });
  await call("PUT", `/api/admin/applications/${applicationId}/memo`, {
    summary: "Card payments for Gulf cafés, 40% month on month.\n".repeat(20),
    risks: "Card-scheme fees.\n".repeat(10),
    proposedTerms: "SAFE, USD 6M cap.",
    roundSize: 1_000_000,
    roundCurrency: "USD",
  });
  await call("POST", `/api/admin/applications/${applicationId}/shares`, {
    firmIds: [firm.json()._id],
    deckDownload: true,
  });
  const newest = async (kind: string) => {
    const [mail] = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, VIEWER), eq(mailOutbox.kind, kind)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail?.text ?? "";
  };
  const token = /#token=([\w-]+)/.exec(await newest("deal-link"))?.[1] ?? "";
  await call("POST", "/api/deal-room/code", { token, email: VIEWER }, {});
  const code = /code is (\d{6})/.exec(await newest("deal-code"))?.[1] ?? "";
  const verified = await call("POST", "/api/deal-room/verify", { token, email: VIEWER, code }, {});
  const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
  await call("POST", "/api/deal-room/terms", { accept: true }, { cookie });
  return { url: "/deal-room", headers: { cookie } };
};

export const runDealRoomBench = () =>
  runPageRenderBench("The firm's deal room (/deal-room)", "deal-room-render-cpu", dealRoomPage);
