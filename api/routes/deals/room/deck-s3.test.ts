import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealDeckCopies } from "../../../db/schema/deal-decks";
import { loginAsAdmin } from "../../../test/admin";
import { aScoredApplication } from "../../../test/deals";
import { aDeck, uploadDeckAs } from "../../../test/decks";
import { aFirm, anApplication } from "../../../test/factories";
import { type FakeS3, startFakeS3 } from "../../../test/fake-s3";
import { asFounder } from "../../../test/founder";
import { build } from "../../../test/helpers";
import { newestMail } from "../../../test/outbox";
import { paymentTestEnv } from "../../../test/payments";
import { pdfPageTexts } from "../../../test/pdf-text";

// A viewer's stamped copy kept in the object store beside the decks (docs/decisions/060-deal-room-deck.md).
describe("the deal room's stamped deck copies in S3-compatible object storage (a local fake)", () => {
  let fake: FakeS3;
  let t: Awaited<ReturnType<typeof build>>;

  beforeAll(async () => {
    fake = await startFakeS3();
    t = await build({ ...paymentTestEnv, ...fake.env });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("keeps the copy in the store, serves the same one again, and erases it with the application", async () => {
    const admin = (await loginAsAdmin(t.app, t.db)).headers;
    const { applicationId, founderToken } = await aScoredApplication(
      t.app,
      t.db,
      anApplication({ startupName: "Qahwa Pay" }),
    );
    expect((await uploadDeckAs(t.app, founderToken, await aDeck(2), "deck.pdf")).statusCode).toBe(
      201,
    );
    const email = "aisha@alpha.example";
    const firm = await t.app.inject({
      method: "POST",
      url: "/api/admin/affiliated-firms",
      headers: admin,
      payload: aFirm({ name: "Alpha", domains: [], people: [{ name: "Aisha", email, role: "" }] }),
    });
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${applicationId}/memo`,
      headers: admin,
      payload: { summary: "Payments." },
    });
    await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/shares`,
      headers: admin,
      payload: { firmIds: [firm.json()._id], deckDownload: true },
    });
    const newest = async (kind: string) => (await newestMail(t.db, email, kind))?.text ?? "";
    const token = /#token=([\w-]+)/.exec(await newest("deal-link"))?.[1];
    const post = (url: string, payload: object, cookie = "") =>
      t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
    await post("/api/deal-room/code", { token, email });
    const code = /code is (\d{6})/.exec(await newest("deal-code"))?.[1];
    const verified = await post("/api/deal-room/verify", { token, email, code });
    const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
    await post("/api/deal-room/terms", { accept: true }, cookie);

    const first = await t.app.inject({ url: "/api/deal-room/deck/download", headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const [copy] = await t.db.select().from(dealDeckCopies);
    expect(copy?.content).toBeNull();
    expect(copy?.storageKey).toMatch(new RegExp(`^deal-copies/${applicationId}/[\\w-]+\\.pdf$`));
    expect(
      Buffer.compare(fake.objects.get(copy?.storageKey ?? "") ?? Buffer.alloc(0), first.rawPayload),
    ).toBe(0);
    expect((await pdfPageTexts(first.rawPayload)).every((text) => text.includes(email))).toBe(true);
    const again = await t.app.inject({ url: "/api/deal-room/deck", headers: { cookie } });
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);

    // The store failing as a copy is first made: a 503 with a message, never a 500.
    await t.db.delete(dealDeckCopies);
    fake.objects.delete(copy?.storageKey ?? "");
    fake.failWith = { status: 503, code: "SlowDown", methods: ["PUT"] };
    const failed = await t.app.inject({ url: "/api/deal-room/deck", headers: { cookie } });
    fake.failWith = null;
    expect([failed.statusCode, failed.json().message]).toEqual([
      503,
      "This deck cannot be opened just now: the file store is not answering. Please try again in a few minutes.",
    ]);
    const made = await t.app.inject({ url: "/api/deal-room/deck", headers: { cookie } });
    expect(made.statusCode).toBe(200);

    const erased = await asFounder(t.app, founderToken, {
      method: "POST",
      url: "/api/my-application/erase",
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    expect(await t.db.$count(dealDeckCopies)).toBe(0);
    expect([...fake.objects.keys()].filter((key) => key.startsWith("deal-copies/"))).toEqual([]);
    expect([...fake.objects.keys()].filter((key) => key.startsWith("decks/"))).toEqual([]);
  });
});
