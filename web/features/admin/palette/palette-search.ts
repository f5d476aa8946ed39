import type { AdminApplication } from "../../../../core/schemas/admin";
import type { Contact } from "../../../../core/schemas/contact";
import type { StaffMember } from "../../../../core/schemas/staff";
import { adminApi } from "../admin-api";
import { staffApi } from "../staff/staff-api";

/** What the palette's search found for one query, naming the query it answers. */
export type Found = {
  searched: string;
  applications: AdminApplication[];
  contacts: Contact[];
  staff: StaffMember[];
};

/** Records found per kind: a palette is for going somewhere, not for reading a list. */
export const FOUND_PER_KIND = 5;

/** Where the palette's fetcher loads what a query finds (a route without a screen). */
export const paletteSearchPath = (searched: string) =>
  `/admin-dashboard/search?${new URLSearchParams({ q: searched })}`;

export const matches = (label: string, query: string) =>
  label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * The applications (by startup or founder), and for an admin the contacts (by name or address) and
 * staff (by name), that match the query. A kind that could not be read finds nothing: the palette
 * is a shortcut, and the lists themselves say what failed.
 */
export async function searchRecords(
  searched: string,
  administers: boolean,
  signal: AbortSignal,
): Promise<Found> {
  const query = new URLSearchParams({ q: searched, pageSize: String(FOUND_PER_KIND) });
  const none = { items: [] };
  const [applications, contacts, staff] = await Promise.all([
    adminApi.list("applications", query, signal).catch(() => none),
    administers ? adminApi.list("contacts", query, signal).catch(() => none) : none,
    administers ? staffApi.list().catch(() => null) : null,
  ]);
  return {
    searched,
    applications: applications.items as AdminApplication[],
    contacts: contacts.items as Contact[],
    staff: (staff?.members ?? [])
      .filter((member) => matches(member.name, searched))
      .slice(0, FOUND_PER_KIND),
  };
}
