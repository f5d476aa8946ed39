import { PATHS } from "../../../paths";

export const REPORT_APP_ID_KEY = "reportAppId";

/**
 * Opens the report in a new tab (docs/product.md, section 5.4). The id travels in session storage, which a tab
 * opened by window.open inherits a copy of; `noopener` would drop it, and /report is our own page.
 */
export function openReport(applicationId: string) {
  sessionStorage.setItem(REPORT_APP_ID_KEY, applicationId);
  window.open(PATHS.report, "_blank");
}

export function ReportButton({ applicationId }: { applicationId: string }) {
  return (
    <button type="button" className="button" onClick={() => openReport(applicationId)}>
      Report
    </button>
  );
}
