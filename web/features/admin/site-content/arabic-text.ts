/** How the console names staff's texts when it lists those not yet in Arabic. */
const TEXT_NAMES: Record<string, string> = {
  title: "title",
  name: "name",
  venue: "venue",
  place: "place",
  sponsorship: "sponsorship",
  summary: "summary",
  programme: "programme",
  whoAttends: "who attends",
  notes: "notes",
  // A newsletter's (web/features/admin/newsletters/newsletters-tab.tsx): its body is its "Text".
  subject: "subject",
  body: "text",
};

/** "Not yet in Arabic: venue, notes", or nothing when every text is in Arabic too. */
export const missingArabicLine = (missing: readonly string[]): string[] =>
  missing.length > 0
    ? [`Not yet in Arabic: ${missing.map((field) => TEXT_NAMES[field] ?? field).join(", ")}`]
    : [];
