import { useOutletContext } from "react-router";
import type { Firm } from "../../../core/schemas/affiliated-firm";
import { FirmRecord } from "../../features/admin/affiliated-firms/firm-record";
import { type FirmIntent, firmsAction } from "../../features/admin/affiliated-firms/firms-action";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/affiliated-firms.$id";

export const meta = tabMeta("affiliated-firms");

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "affiliated-firms");
  return null;
}

/** The firm's changes; the list (and so this record) loads again after them. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return firmsAction((await request.json()) as FirmIntent);
}

/** The firm open in its list, from the list's own page. */
export default function Record() {
  return <FirmRecord firm={useOutletContext<Firm>()} />;
}
