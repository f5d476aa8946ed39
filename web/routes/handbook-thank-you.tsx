import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { EBOOKS } from "../../core/ebooks/catalogue";
import { PageHeader } from "../components/ui/page-header";
import { EbookDownload } from "../features/leads/ebook-download";
import { FundingInterestForm } from "../features/leads/funding-interest-form";
import { LeadDialog } from "../features/leads/lead-dialog";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/lead-capture.css";
import "../styles/ebook-download.css";

export const meta = metaForLocation;

/** /test-9: after the handbook lead, with the stored 'Funding Application' modal (docs/architecture.md, rule 2). */
export default function HandbookThankYou() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { t } = useLingui();
  return (
    <div className="page lead-page">
      <PageHeader
        eyebrow={t`Artificial Intelligence Handbook`}
        title={t`Thank You for Downloading`}
      >
        <p>
          <Trans>
            Your copy of the handbook is on its way to your inbox. If it has not arrived in a few
            minutes, look in your spam or promotions folder.
          </Trans>
        </p>
      </PageHeader>
      <EbookDownload
        ebook={EBOOKS["ai-handbook"]}
        heading={t`Your copy is ready`}
        label={t`Download the handbook (PDF)`}
      >
        <p>
          <Trans>
            No need to wait for the e-mail: save the handbook now and keep it beside your keyboard.
          </Trans>
        </p>
      </EbookDownload>
      <section className="card lead-page__funding" aria-labelledby="funding-title">
        <h2 id="funding-title">
          <Trans>Looking for Funding?</Trans>
        </h2>
        <p>
          <Trans>
            Building something with AI, or with anything else? Tell us about it in a few lines and
            our investment team will take a look.
          </Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          <Trans>Apply for Funding</Trans>
        </button>
      </section>
      <LeadDialog open={open} title={t`Funding Application`} onClose={close}>
        <FundingInterestForm onDone={close} />
      </LeadDialog>
    </div>
  );
}
