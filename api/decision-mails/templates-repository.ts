import { eq } from "drizzle-orm";
import {
  DECISION_MAIL_KINDS,
  DEFAULT_MAIL_TEMPLATES,
  type DecisionMailKind,
  type MailTemplateText,
} from "../../core/decision-mails";
import type { MailTemplate, MailTemplateInput } from "../../core/schemas/mail-template";
import type { Database } from "../db/client";
import { mailTemplates } from "../db/schema/mail";

type TemplateRow = typeof mailTemplates.$inferSelect;

const toTemplate = (kind: DecisionMailKind, row: TemplateRow | undefined): MailTemplate =>
  row
    ? {
        kind,
        subject: row.subject,
        body: row.body,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { kind, ...DEFAULT_MAIL_TEMPLATES[kind], updatedBy: null, updatedAt: null };

/** Every template in the order of the pipeline: the edited text, or the built-in default. */
export async function listMailTemplates(db: Database): Promise<MailTemplate[]> {
  const rows = await db.select().from(mailTemplates);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return DECISION_MAIL_KINDS.map((kind) => toTemplate(kind, byKind.get(kind)));
}

/** The text a mail of this kind is sent with now. */
export async function mailTemplateText(
  db: Database,
  kind: DecisionMailKind,
): Promise<MailTemplateText> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.kind, kind));
  return row ? { subject: row.subject, body: row.body } : DEFAULT_MAIL_TEMPLATES[kind];
}

export async function saveMailTemplate(
  db: Database,
  kind: DecisionMailKind,
  input: MailTemplateInput,
  updatedBy: string,
): Promise<MailTemplate> {
  const values = { subject: input.subject, body: input.body, updatedBy, updatedAt: new Date() };
  const [row] = await db
    .insert(mailTemplates)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: mailTemplates.kind, set: values })
    .returning();
  return toTemplate(kind, row);
}

/** Back to the built-in text: the edited one is removed. */
export async function resetMailTemplate(
  db: Database,
  kind: DecisionMailKind,
): Promise<MailTemplate> {
  await db.delete(mailTemplates).where(eq(mailTemplates.kind, kind));
  return toTemplate(kind, undefined);
}
