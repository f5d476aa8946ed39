import type { Firm } from "../../../core/schemas/deal-firm";
import { FirmRecord } from "../../features/admin/deals/firm-record";
import { saveFirm } from "../../features/admin/deals/firms-action";
import { firmsApi } from "../../features/admin/deals/firms-api";
import { later } from "../../features/admin/lists/loaded";
import { RecordFromList } from "../../features/admin/lists/record-states";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/affiliated-firms.$id";

export const meta = tabMeta("affiliated-firms");

/** The deals shared with the firm; its fields come from the list's own page. */
export function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  requireTab(context, "affiliated-firms");
  return { shares: later(firmsApi.shares(params.id)) };
}

/** The firm form's changes; the list (and so this record) loads again after them. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return saveFirm(await request.formData());
}

/** The firm open in its list, from the list's own page. */
export default function Record({ loaderData }: Route.ComponentProps) {
  return (
    <RecordFromList<Firm> noun="firm">
      {(firm) => <FirmRecord firm={firm} shares={loaderData.shares} />}
    </RecordFromList>
  );
}
