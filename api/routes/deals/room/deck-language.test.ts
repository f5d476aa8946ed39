import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dealDeckCopies } from "../../../db/schema/deal-decks";
import { loginAsAdmin } from "../../../test/admin";
import { dealViewerCookie } from "../../../test/deal-viewers";
import { aScoredApplication } from "../../../test/deals";
import { aDeck, uploadDeckAs } from "../../../test/decks";
import { aFirm, anApplication } from "../../../test/factories";
import { useTestApp } from "../../../test/helpers";
import { pdfEmbeddedFonts, pdftotext } from "../../../test/pdf-text";

// The stamp on a viewer's copy of the deck is in their deal link's language
// (docs/decisions/060-deal-room-deck.md, docs/decisions/086-deal-room-language.md).

/** What poppler reads, without the direction marks it writes around right-to-left stretches. */
const readBack = (bytes: Uint8Array) => pdftotext(bytes).replace(/[\u202A-\u202E]/g, "");
const ARABIC_MONTH =
  "(?:يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)";

describe("the deck's stamp in the language of the viewer's deal link", () => {
  const t = useTestApp({ SITE_URL: "https://nakhla.example" });
  const cookies: Record<string, string> = {};
  const deckOf = (cookie: string) =>
    t.app.inject({ method: "GET", url: "/api/deal-room/deck", headers: { cookie } });

  beforeAll(async () => {
    const { headers: admin } = await loginAsAdmin(t.app, t.db);
    const inject = (url: string, payload: object, method: "POST" | "PUT" = "POST") =>
      t.app.inject({ method, url, headers: admin, payload });
    const { applicationId, founderToken } = await aScoredApplication(
      t.app,
      t.db,
      anApplication({ startupName: "Qahwa Pay" }),
    );
    expect((await uploadDeckAs(t.app, founderToken, await aDeck(2), "Qahwa.pdf")).statusCode).toBe(
      201,
    );
    const firm = await inject(
      "/api/admin/affiliated-firms",
      aFirm({
        name: "Khaleej Partners",
        domains: ["khaleej.example"],
        people: [
          { name: "ليلى الحسن", email: "layla@khaleej.example", role: "", language: "ar" },
          { name: "Sam Okafor", email: "sam@khaleej.example", role: "", language: "en" },
        ],
      }),
    );
    expect(firm.statusCode).toBe(201);
    await inject(`/api/admin/applications/${applicationId}/memo`, { summary: "Cafés." }, "PUT");
    const shared = await inject(`/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firm.json()._id],
    });
    expect(shared.statusCode).toBe(200);
    cookies.layla = await dealViewerCookie(t.app, t.db, "layla@khaleej.example");
    cookies.sam = await dealViewerCookie(t.app, t.db, "sam@khaleej.example");
  });

  it("stamps an Arabic reader's copy in Arabic, right to left, in embedded faces", async () => {
    const response = await deckOf(cookies.layla ?? "");
    expect(response.statusCode).toBe(200);
    const text = readBack(response.rawPayload);
    // Poppler reads the English deck's page left to right: right to left the foot of each page
    // reads the address in its own order, the day in Arabic with Western digits, then «سري».
    const feet = text.split("\n").filter((line) => line.includes("layla@khaleej.example"));
    expect(feet.length).toBeGreaterThanOrEqual(2);
    const foot = feet.filter((line) => line.includes("سري"));
    expect(foot).toHaveLength(2);
    for (const line of foot) {
      expect(line).toMatch(
        new RegExp(`سري\\s*\\d{4}\\s*${ARABIC_MONTH}\\s*\\d{1,2} · layla@khaleej\\.example`),
      );
    }
    expect(text).not.toContain("Confidential");
    expect(text).not.toContain("?");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    const fonts = (await pdfEmbeddedFonts(response.rawPayload)).map((font) => font.name);
    expect(fonts.some((name) => name.startsWith("NotoSansArabic-Regular"))).toBe(true);
    const [copy] = await t.db
      .select({ stamp: dealDeckCopies.stamp })
      .from(dealDeckCopies)
      .where(eq(dealDeckCopies.email, "layla@khaleej.example"));
    expect(copy?.stamp).toMatch(
      new RegExp(`^\u2066layla@khaleej\\.example\u2069 · \\d{1,2} ${ARABIC_MONTH} \\d{4} · سري$`),
    );
  });

  it("stamps an English reader's copy of the same deal as before, in Helvetica", async () => {
    const response = await deckOf(cookies.sam ?? "");
    expect(response.statusCode).toBe(200);
    const text = readBack(response.rawPayload);
    expect(
      text.match(/sam@khaleej\.example · \d{2} [A-Z][a-z]{2,3} \d{4} · Confidential/g),
    ).toHaveLength(2);
    expect(text).not.toContain("سري");
    expect(await pdfEmbeddedFonts(response.rawPayload)).toEqual([]);
  });
});
