import { FIRM } from "../../core/firm";
import { ThankYouFounderLink } from "../features/founder/thank-you-founder-link";
import { EbookDownload, useEbookFromLocation } from "../features/leads/ebook-download";
import { TeamFinder } from "../features/team-finder/team-finder";
import { metaForLocation } from "../lib/meta";
import "../styles/team-finder.css";
import "../styles/ebook-download.css";
import "../styles/founder.css";

export const meta = metaForLocation;

export default function ThankYou() {
  // The founder-ebook form sends its visitors here with their ebook: the download is offered at once.
  const ebook = useEbookFromLocation();
  return (
    <div className="page">
      <header className="page__header">
        <h1>Application Submited</h1>
        <p className="lead">
          Thank you for applying to {FIRM.name}. Our analysts are reviewing your submission now.
        </p>
        <p>
          You will soon receive an e-mail asking for your pitch deck, with a calendar where you can
          book a pitch slot with one of our representatives.
        </p>
      </header>
      {ebook ? (
        <EbookDownload ebook={ebook} heading="Download your ebook" label="Download the ebook (PDF)">
          <p>{ebook.title} is ready. We have sent the link to your inbox as well.</p>
        </EbookDownload>
      ) : (
        <ThankYouFounderLink />
      )}
      <section aria-labelledby="finder-heading" className="thank-you__finder">
        <h2 id="finder-heading">Find the right team member</h2>
        <p>
          Tell us your sector, region and stage, and we will show the people at {FIRM.name} who know
          your market best.
        </p>
        <TeamFinder />
      </section>
    </div>
  );
}
