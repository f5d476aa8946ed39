import { describe, expect, it } from "vitest";
import { BIDI_SAMPLES } from "../../core/bidi-samples";
import { anApplication } from "../test/factories";
import { aPaidApplication, asFounder } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { paymentTestEnv } from "../test/payments";
import { firstOutOfOrder, pdftotext } from "../test/pdf-text";

// The bidi suite's PDF (docs/decisions/087-bidi-suite.md): an Arabic founder's tax invoice names
// the startup as they typed it, on a right-to-left page. Poppler's pdftotext reads each one back
// with every token of the name whole and in its own order: no digits reversed, nothing moved
// across a neighbour.

const FOUNDER = "عائشة الرحمن";
/**
 * Drawn right, read back wrong: poppler's own simplified reordering of a right-to-left line
 * puts a full stop that ends an Arabic abbreviation before a number on the number's other side
 * ("ص.ب 12345 .دبي"), as decision 026 found for a colon. Still misread, so that a poppler that
 * reads it right shows here.
 */
const POPPLER_MOVES = new Set(["ص.ب. 12345 دبي"]);
const EMAIL = "aisha@bidi.example";

describe("an Arabic founder's tax invoice, with what founders type", () => {
  const t = useTestApp({ ...paymentTestEnv, GSTIN: "29AAACN1234F1Z2" });

  it.each(BIDI_SAMPLES.map((sample, index) => [sample.value, index] as const))(
    "%s: every token in its own order",
    async (value, index) => {
      const { tokens } = BIDI_SAMPLES[index] ?? { tokens: [] };
      const answers = anApplication({ fullName: FOUNDER, startupName: value, email: EMAIL });
      const { token } = await aPaidApplication(t.app, answers, "ar");
      const invoice = await asFounder(t.app, token, {
        url: "/api/my-application/receipt?state=29",
      });
      expect(invoice.statusCode).toBe(200);
      // Without the direction marks poppler writes around right-to-left stretches.
      const text = pdftotext(invoice.rawPayload).replace(/[\u202A-\u202E]/g, "");
      // The startup's line, between the founder's name and address.
      const billed = text.slice(text.indexOf(FOUNDER) + FOUNDER.length, text.indexOf(EMAIL));
      if (POPPLER_MOVES.has(value)) expect(firstOutOfOrder(billed, tokens), billed).not.toBeNull();
      else expect(firstOutOfOrder(billed, tokens), billed).toBeNull();
    },
  );
});
