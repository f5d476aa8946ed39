import type { ListName } from "../admin-api";

/**
 * The side menu of Operations: the spec's five tabs, by their ids, and the list each shows; then
 * the two forms the original threw away and we store (docs/architecture.md, rule 2); then the
 * background work.
 */
export const OPERATION_TABS = [
  { id: "contacts", label: "Contacts", list: "contacts" },
  { id: "subscribers", label: "Subscribers", list: "subscribers" },
  { id: "applications", label: "Applications", list: "applications" },
  { id: "lead-pitch", label: "Pitch leads", list: "pitch-leads" },
  { id: "consultancy-leads", label: "Consultancy leads", list: "consultancy-leads" },
  { id: "consultancy-requests", label: "Consultancy requests", list: "consultancy-requests" },
  { id: "funding-interest", label: "Funding interest", list: "funding-interest" },
  // Failed background jobs and mails not delivered, with a retry (docs/decisions/015-background-jobs.md).
  { id: "background-work", label: "Failed jobs and mail" },
] as const satisfies readonly { id: string; label: string; list?: ListName }[];

export type OperationTab = (typeof OPERATION_TABS)[number];

export const tabOf = (id: string | null): OperationTab =>
  OPERATION_TABS.find((tab) => tab.id === id) ?? OPERATION_TABS[0];
