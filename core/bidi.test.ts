import { describe, expect, it } from "vitest";
import {
  directionalPieces,
  isolateLeftToRight,
  isolateName,
  safeHeaderLine,
  terminateBidi,
} from "./bidi";

const RLO = "\u202E";
const PDF = "\u202C";
const FSI = "\u2068";
const PDI = "\u2069";

describe("isolateName", () => {
  it("leaves a name of left-to-right letters as it is", () => {
    expect(isolateName("Sahla Pay")).toBe("Sahla Pay");
  });

  it("isolates a right-to-left name, so the words after it keep their order", () => {
    expect(`Pitch booked: ${isolateName("سهلة")}, 12 January`).toBe(
      `Pitch booked: ${FSI}سهلة${PDI}, 12 January`,
    );
  });

  it("closes an override the name opens inside its isolate, before the rest of the subject", () => {
    const subject = `Pitch booked: ${isolateName(`Sahla${RLO}gnp.exe`)}, 12 January`;
    expect(subject).toBe(`Pitch booked: ${FSI}Sahla${RLO}gnp.exe${PDF}${PDI}, 12 January`);
  });

  it("drops a close the name did not open, so it cannot end our isolate early", () => {
    expect(isolateName(`Sahla${PDI}${RLO}x`)).toBe(`${FSI}Sahla${RLO}x${PDF}${PDI}`);
    expect(isolateName(`a${PDF}b`)).toBe(`${FSI}ab${PDI}`);
  });

  it("closes isolates the name opens, and puts it on one line", () => {
    expect(isolateName(`\u2067عربي`)).toBe(`${FSI}\u2067عربي${PDI}${PDI}`);
    expect(isolateName("Sahla\r\nBcc: x@example.com")).toBe("Sahla Bcc: x@example.com");
  });
});

describe("safeHeaderLine", () => {
  it("folds line breaks and closes what is left open at the end", () => {
    expect(safeHeaderLine(`A\r\nB ${RLO}C`)).toBe(`A B ${RLO}C${PDF}`);
    expect(terminateBidi("plain")).toBe("plain");
  });
});

describe("directionalPieces", () => {
  it("isolates a phone number, an amount and a range inside Arabic text", () => {
    expect(isolateLeftToRight("هاتف +971 50 123 4567")).toBe("هاتف \u2066+971 50 123 4567\u2069");
    expect(directionalPieces("فريق من 10–15 موظفًا")).toEqual([
      { text: "فريق من ", ltr: false },
      { text: "10–15", ltr: true },
      { text: " موظفًا", ltr: false },
    ]);
    expect(isolateLeftToRight("مؤسسة النور (Al-Noor Trading)")).toBe(
      "مؤسسة النور \u2066(Al-Noor Trading)\u2069",
    );
  });

  it("keeps a bracket whose partner is outside the stretch outside the isolate", () => {
    expect(isolateLeftToRight("الموعد (14:30 بتوقيت الإمارات)")).toBe(
      "الموعد (\u206614:30\u2069 بتوقيت الإمارات)",
    );
    expect(isolateLeftToRight("₹2,00,00,000 (2 crore)", "rtl")).toBe(
      "\u2066₹2,00,00,000 (2 crore)\u2069",
    );
  });

  it("leaves text whose first letter is left to right, or that has no Arabic, in one piece", () => {
    expect(directionalPieces("Qahwa Labs (قهوة)")).toEqual([
      { text: "Qahwa Labs (قهوة)", ltr: false },
    ]);
    expect(isolateLeftToRight("+91 98765 43210")).toBe("+91 98765 43210");
  });
});
