// The founder's e-mails along the pipeline (received, deck requested, pitch booked, moved to
// discussion, accepted, declined): their kinds, built-in texts, placeholders and the one renderer
// that the API sends with and the console previews with.

import { isolateName } from "./bidi";
import type { APPLICATION_STATUSES } from "./constants";
import { FIRM } from "./firm";

export const DECISION_MAIL_KINDS = [
  "received",
  "deck-requested",
  "pitch-booked",
  "moved-to-discussion",
  "accepted",
  "declined",
] as const;
export type DecisionMailKind = (typeof DECISION_MAIL_KINDS)[number];

export const DECISION_MAIL_LABELS: Record<DecisionMailKind, string> = {
  received: "Application received",
  "deck-requested": "Pitch deck requested",
  "pitch-booked": "Pitch booked",
  "moved-to-discussion": "Moved to discussion",
  accepted: "Accepted for the next stage",
  declined: "Declined",
};

/**
 * The mails a status change may send with "Notify the founder": Resolved is a decision either
 * way, so staff say which one. The deck request goes only on submission, with the received mail.
 */
export const STATUS_MAILS: Record<(typeof APPLICATION_STATUSES)[number], DecisionMailKind[]> = {
  Pending: ["received"],
  Scheduled: ["pitch-booked"],
  "In Discussion": ["moved-to-discussion"],
  Resolved: ["accepted", "declined"],
};

export const PLACEHOLDERS = [
  "founderName",
  "startupName",
  "link",
  "pitchTime",
  "representative",
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string | null | undefined>>;

/** What a placeholder reads when its value is unknown, so a mail never shows `{…}` or a gap. */
export const PLACEHOLDER_FALLBACKS: Record<Placeholder, string> = {
  founderName: "founder",
  startupName: "your startup",
  link: "the link in your confirmation e-mail",
  pitchTime: "the time you booked",
  representative: "one of our representatives",
};

export const PLACEHOLDER_HINTS: Record<Placeholder, string> = {
  founderName: "the applicant's full name",
  startupName: "the startup's name",
  link: "the founder's private page (/my-application)",
  pitchTime: "the pitch's date and time",
  representative: "who takes the pitch",
};

export type MailTemplateText = { subject: string; body: string };

export const DEFAULT_MAIL_TEMPLATES: Record<DecisionMailKind, MailTemplateText> = {
  received: {
    // The thank-you page keeps the spec's "Submited" (docs/product.md); the mail is spelt right.
    subject: "Application Submitted: {startupName}",
    body: [
      "Dear {founderName},",
      "",
      `Thank you for applying to ${FIRM.name} with {startupName}. Our analysts are reviewing your submission.`,
      "You will soon receive an e-mail asking for your pitch deck, with a calendar to book a pitch slot with one of our representatives.",
      "",
      "Your application page shows where your application stands, what you sent us, your receipt and your pitch deck:",
      "{link}",
      "Keep this link to yourself: anyone with it can see your application.",
    ].join("\n"),
  },
  "deck-requested": {
    subject: "Your pitch deck and a pitch slot for {startupName}",
    body: [
      "Dear {founderName},",
      "",
      "To prepare your pitch, please send us your pitch deck (a PDF, or a link to it) and book a pitch slot with one of our representatives.",
      "Both are on your application's page: {link}",
      "",
      "You can move or cancel the slot until 24 hours before it starts.",
    ].join("\n"),
  },
  "pitch-booked": {
    subject: "Your pitch for {startupName}: {pitchTime}",
    body: [
      "Dear {founderName},",
      "",
      "Your pitch is booked for {pitchTime} with {representative}. The invitation is attached for your calendar.",
      "You can move or cancel it until 24 hours before it starts, from your application's page: {link}",
    ].join("\n"),
  },
  "moved-to-discussion": {
    subject: "{startupName} is in discussion",
    body: [
      "Dear {founderName},",
      "",
      "Thank you for your pitch. Our investment team is now discussing {startupName}; we will write to you as soon as we have decided.",
      "Your application's page: {link}",
    ].join("\n"),
  },
  accepted: {
    subject: "{startupName}: accepted for the next stage",
    body: [
      "Dear {founderName},",
      "",
      "We are glad to tell you that {startupName} has been accepted for the next stage. One of our representatives will contact you shortly about the next steps.",
      "Your application's page: {link}",
    ].join("\n"),
  },
  declined: {
    subject: "Your application for {startupName}",
    body: [
      "Dear {founderName},",
      "",
      "Thank you for the time you gave us. After careful review we will not take {startupName} further at this stage.",
      "This is not a judgement on you as a founder; many of the companies we back applied more than once. You are welcome to apply again when your startup has moved on.",
      "Your application's page: {link}",
    ].join("\n"),
  },
};

// Anything in braces: a known placeholder is replaced, anything else removed (never shown), and
// so is a brace on its own.
const BRACED = /\{([^{}\n]{0,40})\}/g;
const BRACED_OR_STRAY = /\{([^{}\n]{0,40})\}|[{}]/g;

const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name);

/**
 * What in braces is not a placeholder, and any brace on its own (as "{"): a template with any is
 * refused when saved.
 */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(BRACED)].map((match) => match[1] ?? "");
  const unknown = names.filter((name) => !isPlaceholder(name.trim()));
  const stray = /[{}]/.test(text.replace(BRACED, "")) ? ["{"] : [];
  return [...new Set([...unknown, ...stray])];
}

/** How a language writes placeholders into its text (core/founder-mail-texts.ts). */
export type RenderOptions = {
  fallbacks?: Record<Placeholder, string>;
  /** A founder's value inside a sentence of the body (Arabic isolates it); links stay as they are. */
  value?: (value: string, name: Placeholder) => string;
  /** The lines after the text. */
  signature?: readonly string[];
};

function fill(
  text: string,
  values: PlaceholderValues,
  fallbacks: Record<Placeholder, string>,
  wrap: (value: string, name: Placeholder) => string = (value) => value,
): string {
  return text.replace(BRACED_OR_STRAY, (_, raw: string | undefined) => {
    const name = raw?.trim() ?? "";
    if (!isPlaceholder(name)) return "";
    const value = values[name]?.trim();
    if (!value) return fallbacks[name];
    return name === "link" ? value : wrap(value, name);
  });
}

/**
 * A template with its values: each placeholder replaced, a missing or blank value by its
 * fallback, anything else in braces removed; the subject on one line. Never throws.
 */
export function renderMailTemplate(
  template: MailTemplateText,
  values: PlaceholderValues,
  /** Lines added after the text, before the signature (facts staff do not edit). */
  appendix: readonly string[] = [],
  {
    fallbacks = PLACEHOLDER_FALLBACKS,
    value,
    signature = [FIRM.name, FIRM.email],
  }: RenderOptions = {},
): { subject: string; text: string } {
  const body = fill(template.body, values, fallbacks, value).trimEnd();
  return {
    // A value in the subject is isolated in either language (core/bidi.ts): a name cannot reorder it.
    subject: fill(template.subject, values, fallbacks, isolateName).replace(/\s+/g, " ").trim(),
    text: [body, ...(appendix.length > 0 ? ["", ...appendix] : []), "", ...signature].join("\n"),
  };
}

const PITCH_ZONES = [
  { zone: "Asia/Kolkata", label: "India time" },
  { zone: "Asia/Dubai", label: "UAE time" },
] as const;

/**
 * A pitch's time as the console writes every time (dd/mm/yyyy, 24-hour, the zones named where they
 * meet), for the server's words to staff: "16/12/2026 16:30 India time (15:00 UAE time)".
 */
export function formatPitchTimeForStaff(instant: Date): string {
  const [india, uae] = PITCH_ZONES.map(({ zone, label }, index) => {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((candidate) => candidate.type === type)?.value ?? "";
    const time = `${part("hour")}:${part("minute")} ${label}`;
    return index === 0 ? `${part("day")}/${part("month")}/${part("year")} ${time}` : time;
  });
  return `${india} (${uae})`;
}

/** A pitch's time for a mail, where founder and firm read it: "Tue, 1 Dec 2026, 15:30 India time (14:00 UAE time)". */
export function formatPitchTime(instant: Date): string {
  const [india, uae] = PITCH_ZONES.map(({ zone, label }, index) => {
    const format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      ...(index === 0 ? { weekday: "short", day: "numeric", month: "short", year: "numeric" } : {}),
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    return `${format.format(instant)} ${label}`;
  });
  return `${india} (${uae})`;
}
