import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import type { ActionResult } from "../actions";
import { dataCareApi } from "./data-care-api";

/** What the Backups and data tab sends its clientAction. */
export type DataCareIntent = { intent: "run-retention" };

/** Runs the retention now and says in a toast how much went; the tab's parts then reload. */
export async function dataCareAction(_intent: DataCareIntent): Promise<ActionResult> {
  try {
    const report = await dataCareApi.runRetention();
    const done = report.rules.reduce((sum, rule) => sum + rule.count, 0);
    toast(
      `Retention done: ${done} ${done === 1 ? "record" : "records"} removed or reduced.`,
      "success",
    );
    return { ok: true };
  } catch (error) {
    toast(
      errorText(error, {
        fallback: "Retention did not run.",
        network: "Network error: try again.",
      }),
      "error",
    );
    return { ok: false };
  }
}
