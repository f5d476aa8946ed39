// The task list's grouping by deadline (docs/product.md, section 5.5): pure, so tests drive it with any "today".

type DeadlineGroupId = "overdue" | "today" | "this-week" | "later";

const DEADLINE_GROUPS: readonly { id: DeadlineGroupId; title: string }[] = [
  { id: "overdue", title: "Overdue" },
  { id: "today", title: "Due today" },
  { id: "this-week", title: "Due this week" },
  { id: "later", title: "Later" },
];

const DAY_MS = 24 * 60 * 60 * 1000;
// "This week" is the next seven days after today, so a Sunday's list still shows Monday's work.
const WEEK_DAYS = 7;

const pad = (value: number) => String(value).padStart(2, "0");

/** The local calendar day of an instant, as YYYY-MM-DD (the shape of a task's deadline). */
export function localDay(now: number): string {
  const date = new Date(now);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from `today` to `day`, both YYYY-MM-DD (UTC arithmetic, so no DST surprises). */
function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

function deadlineGroup(deadline: string, today: string): DeadlineGroupId {
  const days = daysBetween(today, deadline);
  if (days < 0) return "overdue";
  if (days === 0) return "today";
  if (days <= WEEK_DAYS) return "this-week";
  return "later";
}

/**
 * The groups in display order with their items, soonest deadline first inside each; empty groups
 * are left out.
 */
export function groupByDeadline<Item extends { deadline: string }>(
  items: readonly Item[],
  today: string,
) {
  const sorted = [...items].sort((a, b) => a.deadline.localeCompare(b.deadline));
  return DEADLINE_GROUPS.map((group) => ({
    ...group,
    items: sorted.filter((item) => deadlineGroup(item.deadline, today) === group.id),
  })).filter((group) => group.items.length > 0);
}
