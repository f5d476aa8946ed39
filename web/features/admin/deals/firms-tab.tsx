import { type ChangeEvent, useState } from "react";
import { Outlet, useFetcher } from "react-router";
import { formatAmount, groupAmount } from "../../../../core/currencies";
import { FIRM_SEND_STATUSES, type Firm } from "../../../../core/schemas/deal-firm";
import type { ListPage } from "../../../../core/schemas/list";
import { AS_JSON, type FormAnswer } from "../actions";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { ListWithRecord } from "../lists/record-pane";
import type { ListOutletContext } from "../lists/record-states";
import { type Column, RecordsTable } from "../lists/records-table";
import { useOpenRecord } from "../lists/use-open-record";
import { FirmForm } from "./firm-form";
import type { FirmsImport } from "./firms-action";
import "../../../styles/site-content.css";
import "../../../styles/deals.css";

const TEXTS = {
  loading: "Loading firms...",
  empty: "No affiliated firms yet: add one, or import a CSV.",
  error: (message: string | undefined) => `Error: ${message ?? "Something went wrong."}`,
};

/** "USD 250,000 – 2,000,000", or what is known of the range. */
export function chequeRange(firm: Firm) {
  const { chequeMin: min, chequeMax: max, chequeCurrency: currency } = firm;
  if (min === null && max === null) return "cheque size not given";
  if (min !== null && max !== null) return `${formatAmount(currency, min)} – ${groupAmount(max)}`;
  return min !== null
    ? `${formatAmount(currency, min)} or more`
    : `up to ${formatAmount(currency, max ?? 0)}`;
}

/** The thesis in one line: sectors · stages · regions · cheque. */
export const thesisLine = (firm: Firm) =>
  [
    firm.sectors.join(", ") || "any sector",
    firm.stages.join(", ") || "any stage",
    firm.regions.join(", ") || "any region",
    chequeRange(firm),
  ].join(" · ");

/** "Import CSV": the chosen file's text goes to the action, which says how it went. */
function ImportCsv() {
  const fetcher = useFetcher<FormAnswer>();
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const intent: FirmsImport = { intent: "import", csv: await file.text() };
    void fetcher.submit(intent, AS_JSON);
  }
  return (
    <label className="button firm-import">
      {fetcher.state === "idle" ? "Import CSV" : "Importing..."}
      <input type="file" accept=".csv,text/csv" className="visually-hidden" onChange={choose} />
    </label>
  );
}

const COLUMNS: Column<Firm>[] = [
  { header: "Firm", opens: true, cell: (firm) => firm.name },
  { header: "Thesis", cell: thesisLine },
  { header: "Domains", cell: (firm) => firm.domains.join(", ") || "no domain" },
  {
    header: "People",
    nowrap: true,
    cell: (firm) => (firm.people.length === 1 ? "1 person" : `${firm.people.length} people`),
  },
  {
    header: "Never send",
    keep: true,
    nowrap: true,
    cell: (firm) => (firm.neverSend ? <span className="status-pill">Never send</span> : "—"),
  },
];

/** The directory of the syndicated network's firms (docs/decisions/056-affiliated-firms.md). */
export function FirmsTab({ page }: { page: Promise<ListPage<Firm>> }) {
  const open = useOpenRecord();
  // "New firm" opens the form; it closes once its save went through.
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="affiliated-firms-heading" className="affiliated-firms">
      <ListWithRecord
        noun="affiliated firms"
        open={open}
        list={
          <>
            <div className="content-panel__head">
              <h2 id="affiliated-firms-heading">Affiliated firms</h2>
              <div className="content-actions">
                {adding ? null : (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => setAdding(true)}
                  >
                    New firm
                  </button>
                )}
                <ImportCsv />
              </div>
            </div>
            {adding ? <FirmForm onClose={() => setAdding(false)} /> : null}
            <ListToolbar
              list="affiliated-firms"
              label="affiliated firms"
              statuses={FIRM_SEND_STATUSES}
            />
            <ListView page={page} texts={TEXTS}>
              {(firms) => (
                <RecordsTable
                  label="Affiliated firms"
                  items={firms}
                  columns={COLUMNS}
                  rowKey={(firm) => firm._id}
                  opensRecords
                />
              )}
            </ListView>
          </>
        }
        // The open firm's route (affiliated-firms.$id.tsx) shows it, its history and Edit.
        record={<Outlet context={{ page } satisfies ListOutletContext<Firm>} />}
      />
    </section>
  );
}
