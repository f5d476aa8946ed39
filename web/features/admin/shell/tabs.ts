import type { AdminMe } from "../../../../core/schemas/admin";
import type { ListName } from "../admin-api";
import { canAdminister } from "../signed-in-staff";

/**
 * The side menu of Operations: the spec's five tabs, by their ids, and the list each shows; then
 * the two forms the original threw away and we store (docs/architecture.md, rule 2); then the
 * events and cohorts of the public site, the background work, and the staff. A tab is for admins
 * unless it says `reviewers: true`.
 */
export const OPERATION_TABS = [
  { id: "contacts", label: "Contacts", list: "contacts" },
  { id: "subscribers", label: "Subscribers", list: "subscribers" },
  // reviewers: a reviewer sees this tab too (the server lets reviewers read applications).
  { id: "applications", label: "Applications", list: "applications", reviewers: true },
  // The triage queue and the scorecard weights (docs/decisions/020-scorecards.md).
  { id: "review-queue", label: "Review queue", reviewers: true },
  { id: "scorecard-weights", label: "Scorecard weights" },
  { id: "lead-pitch", label: "Pitch leads", list: "pitch-leads" },
  { id: "consultancy-leads", label: "Consultancy leads", list: "consultancy-leads" },
  { id: "consultancy-requests", label: "Consultancy requests", list: "consultancy-requests" },
  { id: "funding-interest", label: "Funding interest", list: "funding-interest" },
  // What the public site shows of events and cohorts (docs/decisions/024-events-and-cohorts.md).
  { id: "events-cohorts", label: "Events and cohorts" },
  // Failed background jobs and mails not delivered, with a retry (docs/decisions/015-background-jobs.md).
  { id: "background-work", label: "Failed jobs and mail" },
  // Staff accounts and invitations (docs/decisions/023-staff-roles-and-invitations.md).
  { id: "staff", label: "Staff" },
  // The founder's pipeline e-mails and where saved drafts stop (docs/decisions/021-pitch-slots-and-drafts.md).
  { id: "mail-templates", label: "Decision e-mails" },
  { id: "drafts", label: "Unfinished applications" },
] as const satisfies readonly {
  id: string;
  label: string;
  list?: ListName;
  reviewers?: true;
}[];

export type OperationTab = (typeof OPERATION_TABS)[number];

/** The tabs this person may open, in menu order. */
export const tabsFor = (me: Pick<AdminMe, "role">): OperationTab[] =>
  OPERATION_TABS.filter((tab) => canAdminister(me) || ("reviewers" in tab && tab.reviewers));

/** The tab of the URL, if this person may open it; else their first tab. */
export function tabOf(id: string | null, me: Pick<AdminMe, "role">): OperationTab {
  const tabs = tabsFor(me);
  const first = tabs[0] ?? OPERATION_TABS[0];
  return tabs.find((tab) => tab.id === id) ?? first;
}
