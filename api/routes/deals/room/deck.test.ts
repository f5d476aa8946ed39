import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dealDeckCopies } from "../../../db/schema/deal-decks";
import { dealAccessEvents, dealLinks } from "../../../db/schema/deals";
import { pitchDecks } from "../../../db/schema/founder";
import { loginAsAdmin, loginAsReviewer } from "../../../test/admin";
import { aScoredApplication } from "../../../test/deals";
import { aBrokenPdf, aDeck, uploadDeckAs } from "../../../test/decks";
import { aFirm, anApplication } from "../../../test/factories";
import { asFounder } from "../../../test/founder";
import { useTestApp } from "../../../test/helpers";
import { newestMail as newestMailOf } from "../../../test/outbox";
import { pdfPageTexts } from "../../../test/pdf-text";

const LINK_NOT_VALID = {
  message: "This link does not open a deal. Ask the person who sent it to you for a new one.",
};
const NOT_ALLOWED = {
  message:
    "Nakhla Ventures has not allowed this deck to be downloaded. Read it here, page by page.",
};
/** The watermark as the deal room writes it: the address, the day, "Confidential". */
const DAY = /\d{2} [A-Z][a-z]{2} \d{4}/;

describe("the founder's deck in the deal room: read, downloaded stamped, and a new memo version", () => {
  const t = useTestApp({ SITE_URL: "https://nakhla.example" });
  let admin: Record<string, string>;
  let applicationId: string;
  let founderToken: string;
  const firms: Record<string, string> = {};
  const cookies: Record<string, string> = {};

  const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const asViewer = (url: string, cookie: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const newestMail = (to: string, kind: string) => newestMailOf(t.db, to, kind);
  /** Opens the person's link, proves the address, accepts the terms: the viewer's cookie. */
  const viewerOf = async (email: string, acceptTerms = true) => {
    const token = /#token=([\w-]+)/.exec((await newestMail(email, "deal-link"))?.text ?? "")?.[1];
    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
    expect((await post("/api/deal-room/code", { token, email })).statusCode).toBe(202);
    const code = /code is (\d{6})/.exec((await newestMail(email, "deal-code"))?.text ?? "")?.[1];
    const verified = await post("/api/deal-room/verify", { token, email, code });
    expect(verified.statusCode).toBe(200);
    const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
    if (acceptTerms) {
      expect((await post("/api/deal-room/terms", { accept: true }, cookie)).statusCode).toBe(200);
    }
    return cookie;
  };
  /** Writes the application's memo, shares it with Beta (deck download allowed): Bruno's cookie. */
  const sharedWithBruno = async (applicationId: string, summary: string) => {
    await inject("PUT", `/api/admin/applications/${applicationId}/memo`, { summary });
    await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.b],
      deckDownload: true,
    });
    return viewerOf("bruno@beta.example");
  };
  const eventsOf = async (email: string) =>
    (
      await t.db
        .select({ event: dealAccessEvents.event })
        .from(dealAccessEvents)
        .where(eq(dealAccessEvents.email, email))
    ).map((row) => row.event);

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db)).headers;
    ({ applicationId, founderToken } = await aScoredApplication(
      t.app,
      t.db,
      anApplication({ startupName: "Qahwa Pay" }),
    ));
    const upload = await uploadDeckAs(t.app, founderToken, await aDeck(3), "Qahwa deck.pdf");
    expect(upload.statusCode).toBe(201);
    for (const [key, name, people] of [
      ["a", "Alpha Gulf Ventures", ["aisha@alpha.example", "omar@alpha.example"]],
      ["b", "Beta Health Fund", ["bruno@beta.example"]],
    ] as const) {
      const response = await inject(
        "POST",
        "/api/admin/affiliated-firms",
        aFirm({
          name,
          domains: [people[0].split("@")[1]],
          people: people.map((email) => ({ name: email.split("@")[0], email, role: "" })),
        }),
      );
      expect(response.statusCode).toBe(201);
      firms[key] = response.json()._id;
    }
    await inject("PUT", `/api/admin/applications/${applicationId}/memo`, {
      summary: "Payments for Gulf cafés.",
      roundSize: 1000000,
      roundCurrency: "USD",
    });
    // Alpha may download the deck; Beta may only read it.
    const alpha = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.a],
      deckDownload: true,
    });
    expect(alpha.statusCode).toBe(200);
    const beta = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.b],
    });
    expect(beta.statusCode).toBe(200);
    cookies.aisha = await viewerOf("aisha@alpha.example");
    cookies.bruno = await viewerOf("bruno@beta.example");
  });

  it("gives the deck to nobody but a verified viewer who accepted the terms", async () => {
    for (const url of ["/api/deal-room/deck", "/api/deal-room/deck/download"]) {
      const none = await asViewer(url, "");
      expect([none.statusCode, none.json()]).toEqual([403, LINK_NOT_VALID]);
      const guessed = await asViewer(url, "nv_deal=guessed-session-token");
      expect([guessed.statusCode, guessed.json()]).toEqual([403, LINK_NOT_VALID]);
    }
    const omar = await viewerOf("omar@alpha.example", false);
    const early = await asViewer("/api/deal-room/deck", omar);
    expect([early.statusCode, early.json()]).toEqual([
      403,
      { message: "Accept the confidentiality terms to open the deck." },
    ]);
    // Staff's own token is no viewer session.
    const staff = await t.app.inject({ method: "GET", url: "/api/deal-room/deck", headers: admin });
    expect([staff.statusCode, staff.json()]).toEqual([403, LINK_NOT_VALID]);
  });

  it("says in the deal whether there is a deck and whether it may be downloaded", async () => {
    const alpha = (await asViewer("/api/deal-room/deal", cookies.aisha ?? "")).json();
    expect(alpha.deck).toEqual({
      fileName: "Qahwa deck.pdf",
      size: expect.any(Number),
      download: true,
    });
    const beta = (await asViewer("/api/deal-room/deal", cookies.bruno ?? "")).json();
    expect(beta.deck.download).toBe(false);
  });

  it("shows the viewer's own copy, stamped with their address and the day on every page", async () => {
    const response = await asViewer("/api/deal-room/deck", cookies.aisha ?? "");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^inline; /);
    const pages = await pdfPageTexts(response.rawPayload);
    expect(pages).toHaveLength(3);
    pages.forEach((text, index) => {
      expect(text).toContain(`Qahwa Pay deck, page ${index + 1} of 3`);
      expect(text).toMatch(new RegExp(`aisha@alpha\\.example · ${DAY.source} · Confidential`));
    });
    expect(await eventsOf("aisha@alpha.example")).toContain("deck viewed");
  });

  it("stamps a viewer's copy once: every download is the same file, and audited", async () => {
    const first = await asViewer("/api/deal-room/deck/download", cookies.aisha ?? "");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-disposition"]).toBe(
      'attachment; filename="Qahwa_deck_stamped_.pdf"',
    );
    const second = await asViewer("/api/deal-room/deck/download", cookies.aisha ?? "");
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const viewed = await asViewer("/api/deal-room/deck", cookies.aisha ?? "");
    expect(Buffer.compare(first.rawPayload, viewed.rawPayload)).toBe(0);
    const copies = await t.db
      .select()
      .from(dealDeckCopies)
      .where(eq(dealDeckCopies.email, "aisha@alpha.example"));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.stamp).toMatch(/^aisha@alpha\.example · .+ · Confidential$/);
    const events = await eventsOf("aisha@alpha.example");
    expect(events.filter((event) => event === "deck downloaded")).toHaveLength(2);
  });

  it("refuses the download where the admin did not allow it, until an admin does", async () => {
    const refused = await asViewer("/api/deal-room/deck/download", cookies.bruno ?? "");
    expect([refused.statusCode, refused.json()]).toEqual([403, NOT_ALLOWED]);
    expect(await eventsOf("bruno@beta.example")).toContain("refused: deck download not allowed");
    // Reading it in the room is still allowed.
    expect((await asViewer("/api/deal-room/deck", cookies.bruno ?? "")).statusCode).toBe(200);

    const sharing = (await inject("GET", `/api/admin/applications/${applicationId}/shares`)).json();
    const beta = sharing.shares.find(
      (s: { firmName: string }) => s.firmName === "Beta Health Fund",
    );
    expect(beta.deckDownload).toBe(false);
    const url = `/api/admin/deal-shares/${beta._id}/deck-download`;
    const { headers: reviewer } = await loginAsReviewer(t.app, t.db);
    const asReviewer = await inject("POST", url, { allowed: true }, reviewer);
    expect(asReviewer.statusCode).toBe(403);
    const bad = await inject("POST", url, { allowed: "yes" });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      "Allowed: Say whether the deck may be downloaded",
    ]);
    const allowed = await inject("POST", url, { allowed: true });
    expect(allowed.json()).toEqual({
      message: "The firm's people may download the deck, stamped with their address.",
    });
    const download = await asViewer("/api/deal-room/deck/download", cookies.bruno ?? "");
    expect(download.statusCode).toBe(200);
    const pages = await pdfPageTexts(download.rawPayload);
    expect(pages.every((text) => text.includes("bruno@beta.example"))).toBe(true);
    await inject("POST", url, { allowed: false });
    const stopped = await asViewer("/api/deal-room/deck/download", cookies.bruno ?? "");
    expect([stopped.statusCode, stopped.json()]).toEqual([403, NOT_ALLOWED]);
  });

  it("mails everyone a new version goes to what changed, and their links open it", async () => {
    // Omar's link is revoked: he is not told.
    const [omar] = await t.db
      .select()
      .from(dealLinks)
      .where(eq(dealLinks.email, "omar@alpha.example"));
    await inject("POST", `/api/admin/deal-links/${omar?.id}/revoke`, {});
    const none = await inject("POST", `/api/admin/applications/${applicationId}/shares/latest`);
    expect([none.statusCode, none.json()]).toEqual([
      409,
      {
        message: "No firm has an earlier version: every firm that has the deal reads version 1.",
      },
    ]);
    const started = await inject("POST", `/api/admin/applications/${applicationId}/memo/versions`, {
      summary: "Payments for Gulf cafés, now in Oman too.",
      roundSize: 1500000,
      roundCurrency: "USD",
      changeNote: "The round grew to USD 1.5M after the Muscat pilot.",
    });
    expect(started.statusCode).toBe(201);
    const sent = await inject("POST", `/api/admin/applications/${applicationId}/shares/latest`);
    expect(sent.json()).toEqual({
      firms: 2,
      links: 2,
      message: "Version 2 sent to 2 firms: 2 people were mailed what changed.",
    });
    const mail = await newestMail("aisha@alpha.example", "deal-version");
    expect(mail?.subject).toBe("Qahwa Pay: version 2 of the analyst memo from Nakhla Ventures");
    expect(mail?.text).toContain(
      "What changed: The round grew to USD 1.5M after the Muscat pilot.",
    );
    expect(mail?.text).toContain("The link you were sent for this deal now opens this version.");
    expect(await newestMail("bruno@beta.example", "deal-version")).toBeDefined();
    expect(await newestMail("omar@alpha.example", "deal-version")).toBeUndefined();

    // The same session, the same link: version 2 now.
    const deal = (await asViewer("/api/deal-room/deal", cookies.aisha ?? "")).json();
    expect([deal.memo.version, deal.memo.changeNote]).toEqual([
      2,
      "The round grew to USD 1.5M after the Muscat pilot.",
    ]);
    const sharing = (await inject("GET", `/api/admin/applications/${applicationId}/shares`)).json();
    expect(sharing.latestMemo).toEqual({ version: 2, shared: true });
    expect(sharing.shares.map((s: { memoVersion: number }) => s.memoVersion)).toEqual([2, 2]);
    // A new version is a new copy of the deck, made once again.
    await asViewer("/api/deal-room/deck/download", cookies.aisha ?? "");
    expect(await t.db.$count(dealDeckCopies, eq(dealDeckCopies.email, "aisha@alpha.example"))).toBe(
      2,
    );
  });

  it("sharing a newer version with a new firm brings the others up to it too", async () => {
    await inject("POST", `/api/admin/applications/${applicationId}/memo/versions`, {
      summary: "Version three.",
      changeNote: "Added the Q3 numbers.",
    });
    const gamma = await inject(
      "POST",
      "/api/admin/affiliated-firms",
      aFirm({
        name: "Gamma Partners",
        domains: ["gamma.example"],
        people: [{ name: "Gita", email: "gita@gamma.example", role: "" }],
      }),
    );
    const shared = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [gamma.json()._id],
    });
    expect(shared.json().message).toBe(
      "Shared with 1 firm: 1 link sent. Version 3 sent to the 2 firms that had an earlier one.",
    );
    expect((await newestMail("bruno@beta.example", "deal-version"))?.text).toContain(
      "What changed: Added the Q3 numbers.",
    );
  });

  it("says plainly when the founder uploaded no deck, and a link is no deck", async () => {
    const other = await aScoredApplication(
      t.app,
      t.db,
      anApplication({ startupName: "Dune Labs" }),
    );
    const linked = await asFounder(t.app, other.founderToken, {
      method: "POST",
      url: "/api/my-application/deck-link",
      payload: { url: "https://example.com/deck" },
    });
    expect(linked.statusCode).toBe(201);
    const cookie = await sharedWithBruno(other.applicationId, "Dune.");
    const deal = (await asViewer("/api/deal-room/deal", cookie)).json();
    expect([deal.startupName, deal.deck]).toEqual(["Dune Labs", null]);
    for (const url of ["/api/deal-room/deck", "/api/deal-room/deck/download"]) {
      const response = await asViewer(url, cookie);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: "The founder has not uploaded a pitch deck for this deal." },
      ]);
    }
  });

  it("says so when a kept deck cannot be stamped, keeps no copy, and stamps it once it can", async () => {
    // A deck kept from before the upload check, which pdf-lib cannot open (the check refuses such
    // a file today: docs/decisions/027-pitch-deck-storage.md).
    const other = await aScoredApplication(t.app, t.db, anApplication({ startupName: "Sahel" }));
    const deck = await aDeck(2);
    expect((await uploadDeckAs(t.app, other.founderToken, deck, "Sahel.pdf")).statusCode).toBe(201);
    await t.db
      .update(pitchDecks)
      .set({ content: aBrokenPdf() })
      .where(eq(pitchDecks.applicationId, other.applicationId));
    const cookie = await sharedWithBruno(other.applicationId, "Sahel.");
    for (const url of ["/api/deal-room/deck", "/api/deal-room/deck/download"]) {
      const response = await asViewer(url, cookie);
      expect([response.statusCode, response.json()]).toEqual([
        503,
        {
          message:
            "This deck cannot be opened just now: your copy could not be prepared. Please try again in a few minutes.",
        },
      ]);
    }
    const [kept] = await t.db
      .select({ id: pitchDecks.id })
      .from(pitchDecks)
      .where(eq(pitchDecks.applicationId, other.applicationId));
    const copies = () =>
      t.db
        .select()
        .from(dealDeckCopies)
        .where(eq(dealDeckCopies.deckId, kept?.id ?? ""));
    expect(await copies()).toEqual([]);
    // The file mended, the same viewer's copy is made and kept.
    await t.db
      .update(pitchDecks)
      .set({ content: deck })
      .where(eq(pitchDecks.applicationId, other.applicationId));
    const mended = await asViewer("/api/deal-room/deck", cookie);
    expect(mended.statusCode).toBe(200);
    expect((await pdfPageTexts(mended.rawPayload)).join("\n")).toContain("bruno@beta.example");
    expect(await copies()).toHaveLength(1);
  });

  it("opens no deck once the link is revoked or expired", async () => {
    const sharing = (await inject("GET", `/api/admin/applications/${applicationId}/shares`)).json();
    const beta = sharing.shares.find(
      (s: { firmName: string }) => s.firmName === "Beta Health Fund",
    );
    await t.db
      .update(dealLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dealLinks.shareId, beta._id));
    const expired = await asViewer("/api/deal-room/deck", cookies.bruno ?? "");
    expect([expired.statusCode, expired.json()]).toEqual([403, LINK_NOT_VALID]);
    await inject("POST", `/api/admin/deal-shares/${sharing.shares[0]._id}/revoke`, {});
    const revoked = await asViewer("/api/deal-room/deck/download", cookies.aisha ?? "");
    expect([revoked.statusCode, revoked.json()]).toEqual([403, LINK_NOT_VALID]);
  });
});
