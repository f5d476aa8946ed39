import { CURRENCIES } from "../currencies";
import { LANGUAGES } from "../languages";
import { TEAM_REGIONS, TEAM_SECTORS, TEAM_STAGES } from "../team-finder";
import {
  EmailSchema,
  formText,
  LIMITS,
  oneLineText,
  optionalMultilineText,
  optionalText,
  requiredText,
  text,
  typedWholeAmount,
} from "./common";
import { z } from "./zod";

// The affiliated firms of the syndicated network (docs/decisions/056-affiliated-firms.md): who the
// analyst memo may be shared with. A firm's thesis uses the spec's own option lists: the team
// finder's sectors, stages and regions, and the valuation calculator's currencies.

export const FIRM_SECTORS = TEAM_SECTORS;
export const FIRM_STAGES = TEAM_STAGES;
export const FIRM_REGIONS = TEAM_REGIONS;
export const CHEQUE_CURRENCIES = CURRENCIES;
export const FIRM_PEOPLE_MAX = 100;
/** The directory's filter: the firms marked "never send", or the others. */
export const FIRM_SEND_STATUSES = ["Never send", "May be sent"] as const;
export const FIRM_DOMAINS_MAX = 10;
/** The largest cheque we hold, in whole units of its currency (a trillion covers the yen). */
export const CHEQUE_MAX = 1_000_000_000_000;

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A web domain the firm's people write from: "example.com", without https:// or a path. */
export const DomainSchema = oneLineText()
  .trim()
  .toLowerCase()
  .regex(DOMAIN, "Enter a web domain such as example.com");

/** A person's language that is not one of ours. */
export const FIRM_PERSON_LANGUAGE_MESSAGE = "Choose English (en) or Arabic (ar)";

export const FirmPersonSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: EmailSchema.transform((email) => email.toLowerCase()),
  role: optionalText(LIMITS.short).default(""),
  /**
   * The language of the person's deal mails (docs/decisions/086-deal-room-language.md); English
   * for a person listed before it existed.
   */
  language: z.enum(LANGUAGES, FIRM_PERSON_LANGUAGE_MESSAGE).default("en"),
});
export type FirmPerson = z.output<typeof FirmPersonSchema>;

const noRepeats = <T>(values: readonly T[]) => new Set(values).size === values.length;
const choices = <const Options extends readonly [string, ...string[]]>(
  options: Options,
  what: string,
) =>
  z
    .array(z.enum(options, `Choose a ${what} from the list`))
    .refine(noRepeats, `Choose each ${what} once`)
    .default([]);

const ChequeSchema = z
  .number("Enter a whole amount")
  .int("Enter a whole amount")
  .min(0, "Must not be negative")
  .max(CHEQUE_MAX, "Must be at most 1,000,000,000,000")
  .nullable()
  .default(null);

export const FirmInputSchema = z
  .strictObject({
    name: requiredText(LIMITS.short),
    domains: z
      .array(DomainSchema)
      .max(FIRM_DOMAINS_MAX, `At most ${FIRM_DOMAINS_MAX} domains`)
      .refine(noRepeats, "Give each domain once")
      .default([]),
    sectors: choices(FIRM_SECTORS, "sector"),
    stages: choices(FIRM_STAGES, "stage"),
    regions: choices(FIRM_REGIONS, "region"),
    /** The cheque size range, in whole units of `chequeCurrency`; either end may be open. */
    chequeMin: ChequeSchema,
    chequeMax: ChequeSchema,
    chequeCurrency: z.enum(CHEQUE_CURRENCIES, "Choose a currency from the list").default("USD"),
    /** Never share a deal with this firm (a conflict, a competitor): the reason says why. */
    neverSend: z.boolean("Must be true or false").default(false),
    neverSendReason: optionalText(500).default(""),
    notes: optionalMultilineText(LIMITS.text).default(""),
    people: z
      .array(FirmPersonSchema)
      .max(FIRM_PEOPLE_MAX, `At most ${FIRM_PEOPLE_MAX} people`)
      .default([]),
  })
  .superRefine((firm, context) => {
    if (firm.chequeMin !== null && firm.chequeMax !== null && firm.chequeMin > firm.chequeMax) {
      context.addIssue({
        code: "custom",
        path: ["chequeMax"],
        message: "Must not be less than the smallest cheque",
      });
    }
    if (firm.neverSend && !firm.neverSendReason) {
      context.addIssue({
        code: "custom",
        path: ["neverSendReason"],
        message: "Say why nothing is sent to this firm",
      });
    }
    if (!noRepeats(firm.people.map((person) => person.email))) {
      context.addIssue({
        code: "custom",
        path: ["people"],
        message: "List each person's e-mail address once",
      });
    }
  });
export type FirmInput = z.input<typeof FirmInputSchema>;
export type FirmFields = z.output<typeof FirmInputSchema>;

/**
 * The console's firm form, as it posts it: the domains in one field ("gulfgate.com, gulfgate.ae"),
 * the amounts as typed, "Never send" as a ticked box, a row per person. Read into the API's input
 * (a reason only with "Never send"), then checked as POST /api/admin/affiliated-firms checks it,
 * so each message lands under its field or its person's.
 */
export const FirmFormSchema = z
  .object({
    name: formText,
    domains: formText,
    sectors: z.array(z.string()).optional(),
    stages: z.array(z.string()).optional(),
    regions: z.array(z.string()).optional(),
    chequeMin: formText,
    chequeMax: formText,
    chequeCurrency: formText,
    neverSend: formText,
    neverSendReason: formText,
    notes: formText,
    people: z
      .array(z.object({ name: formText, email: formText, role: formText, language: formText }))
      .optional(),
  })
  .transform((form): unknown => ({
    name: form.name,
    domains: (form.domains ?? "").split(/[\s,;]+/).filter(Boolean),
    sectors: form.sectors ?? [],
    stages: form.stages ?? [],
    regions: form.regions ?? [],
    chequeMin: typedWholeAmount(form.chequeMin),
    chequeMax: typedWholeAmount(form.chequeMax),
    chequeCurrency: form.chequeCurrency,
    neverSend: form.neverSend === "on",
    neverSendReason: form.neverSend === "on" ? form.neverSendReason : "",
    notes: form.notes,
    people: form.people ?? [],
  }))
  .pipe(FirmInputSchema);

export const FirmSchema = z.object({
  _id: z.uuid(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  name: z.string(),
  domains: z.array(z.string()),
  sectors: z.array(z.enum(FIRM_SECTORS)),
  stages: z.array(z.enum(FIRM_STAGES)),
  regions: z.array(z.enum(FIRM_REGIONS)),
  chequeMin: z.number().nullable(),
  chequeMax: z.number().nullable(),
  chequeCurrency: z.enum(CHEQUE_CURRENCIES),
  neverSend: z.boolean(),
  neverSendReason: z.string(),
  notes: z.string(),
  people: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      role: z.string(),
      language: z.enum(LANGUAGES),
    }),
  ),
});
export type Firm = z.infer<typeof FirmSchema>;

/** A CSV of firms, as Export CSV writes it, to add or update firms by name. */
export const FirmImportSchema = z.strictObject({
  csv: text("Choose a CSV file")
    .min(1, "Choose a CSV file")
    .max(2_000_000, "The file is too large: at most 2 MB"),
});
export const FirmImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  message: z.string(),
});
