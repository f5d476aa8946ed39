import { and, eq } from "drizzle-orm";
import {
  DECISION_MAIL_KINDS,
  type DecisionMailKind,
  type MailTemplateText,
} from "../../core/decision-mails";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import type { Language } from "../../core/languages";
import type { MailTemplate } from "../../core/schemas/mail-template";
import type { Database } from "../db/client";
import { mailTemplates } from "../db/schema/mail";

// The founder's pipeline mails, one template per kind and language: the text admins saved, or
// the language's built-in one (docs/decisions/075-staff-text-in-both-languages.md).

type TemplateRow = typeof mailTemplates.$inferSelect;

const textOf = (kind: DecisionMailKind, language: Language, row: TemplateRow | undefined) =>
  row
    ? {
        subject: row.subject,
        body: row.body,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { ...FOUNDER_MAIL_TEXTS[language].templates[kind], updatedBy: null, updatedAt: null };

const toTemplate = (
  kind: DecisionMailKind,
  english: TemplateRow | undefined,
  arabic: TemplateRow | undefined,
): MailTemplate => ({
  kind,
  ...textOf(kind, "en", english),
  arabic: {
    ...textOf(kind, "ar", arabic),
    // Admins changed the English after the Arabic was last written: the Arabic may say less.
    behindEnglish: english !== undefined && (!arabic || arabic.updatedAt < english.updatedAt),
  },
});

/** The template of `kind` in both languages, from the rows read (any kinds, any languages). */
const templateFrom = (rows: TemplateRow[], kind: DecisionMailKind) => {
  const find = (language: Language) =>
    rows.find((row) => row.kind === kind && row.language === language);
  return toTemplate(kind, find("en"), find("ar"));
};

/** Every template in the order of the pipeline, in both languages. */
export async function listMailTemplates(db: Database): Promise<MailTemplate[]> {
  const rows = await db.select().from(mailTemplates);
  return DECISION_MAIL_KINDS.map((kind) => templateFrom(rows, kind));
}

/** One kind's template in both languages, as saved now. */
async function templateOf(db: Database, kind: DecisionMailKind) {
  return templateFrom(
    await db.select().from(mailTemplates).where(eq(mailTemplates.kind, kind)),
    kind,
  );
}

/** The text a mail of this kind is sent with now to a founder who applied in `language`. */
export async function mailTemplateText(
  db: Database,
  kind: DecisionMailKind,
  language: Language = "en",
): Promise<MailTemplateText> {
  const [row] = await db
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.language, language)));
  return row
    ? { subject: row.subject, body: row.body }
    : FOUNDER_MAIL_TEXTS[language].templates[kind];
}

export async function saveMailTemplate(
  db: Database,
  kind: DecisionMailKind,
  input: { language: Language; subject: string; body: string },
  updatedBy: string,
): Promise<MailTemplate> {
  const values = { subject: input.subject, body: input.body, updatedBy, updatedAt: new Date() };
  await db
    .insert(mailTemplates)
    .values({ kind, language: input.language, ...values })
    .onConflictDoUpdate({ target: [mailTemplates.kind, mailTemplates.language], set: values });
  return templateOf(db, kind);
}

/** Back to the language's built-in text: the edited one is removed. */
export async function resetMailTemplate(
  db: Database,
  kind: DecisionMailKind,
  language: Language,
): Promise<MailTemplate> {
  await db
    .delete(mailTemplates)
    .where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.language, language)));
  return templateOf(db, kind);
}
