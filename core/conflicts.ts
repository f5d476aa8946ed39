// Conflicts of interest (docs/product.md, "Conflicts of interest"): what a staff member declares
// in their account, and how a declaration is matched against an application. A declaration names
// a company (or a person's company) and, optionally, its web domain; it matches an application
// whose startup has that name, or whose website or founder's e-mail is on that domain.

/** What ties the staff member to the company, as the console offers it. */
export const CONFLICT_KINDS = [
  "invested",
  "advised",
  "competitor",
  "family",
  "former-employer",
  "other",
] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export const CONFLICT_KIND_LABELS: Record<ConflictKind, string> = {
  invested: "A company I invested in",
  advised: "A company I advise or advised",
  competitor: "A competitor of a company I invested in or advise",
  family: "A company of a family member",
  "former-employer": "A former employer",
  other: "Something else",
};

export type DeclaredConflict = { kind: ConflictKind; name: string; domain: string | null };

/** What an application offers to be matched: its startup's name, website and founder's address. */
export type ConflictSubject = {
  startupName: string;
  website?: string | null;
  email?: string | null;
};

/** Endings of a company's legal name that say nothing of which company it is. */
const LEGAL_ENDINGS =
  /\s+(?:and|inc|incorporated|llc|l\s?l\s?c|ltd|limited|pvt|private|plc|fz|fze|fzco|fz\s?llc|dmcc|gmbh|co|corp|corporation|company|holdings?|technologies|technology|tech|labs?)$/;

/**
 * A company's name as matching reads it: lower case, accents and punctuation gone, "&" as "and",
 * legal endings ("Pvt. Ltd.", "FZ-LLC", "Technologies") dropped, spaces single.
 */
export function companyKey(name: string): string {
  let key = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  for (let previous = ""; previous !== key; ) {
    previous = key;
    key = key.replace(LEGAL_ENDINGS, "").trim();
  }
  return key;
}

/** The host of a website or the domain of an address, lower case, without "www.": or null. */
export function domainOf(value: string | null | undefined): string | null {
  const text = (value ?? "").trim().toLowerCase();
  if (!text) return null;
  const host = text.includes("@")
    ? text.slice(text.lastIndexOf("@") + 1)
    : text.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").split(/[/?#:]/)[0];
  const bare = (host ?? "").replace(/^www\./, "").replace(/\.$/, "");
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(bare) ? bare : null;
}

/** The domain, or one of its subdomains. */
const onDomain = (host: string | null, domain: string) =>
  host !== null && (host === domain || host.endsWith(`.${domain}`));

/**
 * The declarations that match the application: the same company name (after companyKey), or its
 * website or founder's address on the declared domain. A name shorter than three letters matches
 * only exactly, so "AI" does not hold every AI startup.
 */
export function matchingConflicts<Conflict extends DeclaredConflict>(
  conflicts: readonly Conflict[],
  subject: ConflictSubject,
): Conflict[] {
  const startup = companyKey(subject.startupName);
  const hosts = [domainOf(subject.website), domainOf(subject.email)];
  return conflicts.filter((conflict) => {
    const declared = companyKey(conflict.name);
    if (declared !== "" && declared === startup) return true;
    const domain = domainOf(conflict.domain);
    return domain !== null && hosts.some((host) => onDomain(host, domain));
  });
}
