import { describe, expect, it } from "vitest";
import { companyKey, type DeclaredConflict, domainOf, matchingConflicts } from "./conflicts";

const declared = (name: string, domain: string | null = null): DeclaredConflict => ({
  kind: "invested",
  name,
  domain,
});

describe("a declared conflict against an application", () => {
  it("reads a company's name without case, accents, punctuation or legal endings", () => {
    expect(companyKey("Qahwa Pay Pvt. Ltd.")).toBe("qahwa pay");
    expect(companyKey("QAHWA-PAY FZ-LLC")).toBe("qahwa pay");
    expect(companyKey("Café & Co")).toBe("cafe");
    expect(companyKey("Sadu Logistics Technologies Private Limited")).toBe("sadu logistics");
    expect(companyKey("  ")).toBe("");
  });

  it("reads the domain of a website or an address, and nothing else", () => {
    expect(domainOf("https://www.qahwapay.com/about?x=1")).toBe("qahwapay.com");
    expect(domainOf("qahwapay.ae")).toBe("qahwapay.ae");
    expect(domainOf("Aisha@Mail.QahwaPay.com")).toBe("mail.qahwapay.com");
    expect(domainOf("not a site")).toBeNull();
    expect(domainOf("")).toBeNull();
    expect(domainOf(null)).toBeNull();
  });

  it("matches the same company by name, and by website or founder's address on its domain", () => {
    const subject = {
      startupName: "Qahwa Pay",
      website: "https://qahwapay.com",
      email: "aisha@qahwapay.com",
    };
    expect(matchingConflicts([declared("Qahwa Pay Ltd")], subject)).toHaveLength(1);
    expect(matchingConflicts([declared("Brewed Holdings", "qahwapay.com")], subject)).toHaveLength(
      1,
    );
    expect(
      matchingConflicts([declared("Anything", "qahwapay.com")], {
        startupName: "Renamed",
        email: "ceo@eu.qahwapay.com",
      }),
    ).toHaveLength(1);
  });

  it("does not match a name that only contains the other, another domain, or an empty name", () => {
    const subject = { startupName: "Qahwa Pay Plus", website: "qahwapayplus.com", email: null };
    expect(matchingConflicts([declared("Qahwa Pay")], subject)).toEqual([]);
    expect(matchingConflicts([declared("Other", "qahwapay.com")], subject)).toEqual([]);
    expect(matchingConflicts([declared("Ltd.")], { startupName: "Inc." })).toEqual([]);
  });
});
