import { Trans, useLingui } from "@lingui/react/macro";
import { EBOOKS } from "../../core/ebooks/catalogue";
import { FIRM } from "../../core/firm";
import { ThankYouFounderLink } from "../features/founder/thank-you-founder-link";
import { EbookDownload, ebookOfSearch } from "../features/leads/ebook-download";
import { TeamFinder } from "../features/team-finder/team-finder";
import { metaForLocation } from "../lib/meta";
import type { Route } from "./+types/thank-you";
import "../styles/team-finder.css";
import "../styles/ebook-download.css";
import "../styles/founder.css";

export const meta = metaForLocation;

/** The founder-ebook form sends its visitors here with their ebook: the download is offered at once. */
export function loader({ request }: Route.LoaderArgs) {
  return { ebook: ebookOfSearch(new URL(request.url)) };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const ebook = loaderData.ebook ? EBOOKS[loaderData.ebook] : null;
  const { t } = useLingui();
  return (
    <div className="page">
      <header className="page__header">
        <h1>
          <Trans>Application Submited</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Thank you for applying to {FIRM.name}. Our analysts are reviewing your submission now.
          </Trans>
        </p>
        <p>
          <Trans>
            You will soon receive an e-mail asking for your pitch deck, with a calendar where you
            can book a pitch slot with one of our representatives.
          </Trans>
        </p>
      </header>
      {ebook ? (
        <EbookDownload
          ebook={ebook}
          heading={t`Download your ebook`}
          label={t`Download the ebook (PDF)`}
        >
          <p>
            <Trans>
              <bdi>{ebook.title}</bdi> is ready. We have sent the link to your inbox as well.
            </Trans>
          </p>
        </EbookDownload>
      ) : (
        <ThankYouFounderLink />
      )}
      <section aria-labelledby="finder-heading" className="thank-you__finder">
        <h2 id="finder-heading">
          <Trans>Find the right team member</Trans>
        </h2>
        <p>
          <Trans>
            Tell us your sector, region and stage, and we will show the people at {FIRM.name} who
            know your market best.
          </Trans>
        </p>
        <TeamFinder />
      </section>
    </div>
  );
}
