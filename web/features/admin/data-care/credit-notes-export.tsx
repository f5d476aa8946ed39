import "../../../styles/refunds.css";
import { useId, useState } from "react";
import { IST_OFFSET_MS } from "../../../../core/gst";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import { refundsApi } from "../applications/refunds-api";

/**
 * The months to choose from, newest first: this month in India and the 23 before it, each as the
 * API takes it (2026-12) and as it reads (December 2026). A list, not a native month input, which
 * would follow the browser's language (web/features/admin/dates/).
 */
function recentMonths(count = 24) {
  const india = new Date(Date.now() + IST_OFFSET_MS);
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - back, 1));
    return {
      value: first.toISOString().slice(0, 7),
      label: first.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
    };
  });
}

/**
 * The accountant's export of GST credit notes (docs/decisions/085-refunds-and-credit-notes.md):
 * one month's notes, in the series' order, with the invoices they stand against and the amounts.
 */
export function CreditNotesExport() {
  const id = useId();
  const showToast = useToast();
  const [months] = useState(recentMonths);
  const [month, setMonth] = useState(months[0]?.value ?? "");
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await refundsApi.creditNotesCsv(month), `credit-notes-${month}.csv`);
    } catch (error) {
      showToast(
        errorText(error, { fallback: "The export failed.", network: "Network error: try again." }),
        "error",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="data-care__section">
      <h2 id={`${id}-heading`}>Credit notes for the accountant</h2>
      <p>
        The GST credit notes issued in a month (India time): series number, the original invoice,
        taxable value, CGST, SGST or IGST, and the total refunded.
      </p>
      <div className="credit-notes-export">
        <div className="field">
          <label htmlFor={`${id}-month`}>Month</label>
          <select
            id={`${id}-month`}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" onClick={() => void download()} disabled={busy}>
          {busy ? "Preparing the export…" : "Download credit notes (CSV)"}
        </button>
      </div>
    </section>
  );
}
