import { FounderPage } from "../features/founder/founder-page";
import { metaForLocation } from "../lib/meta";
import "../styles/founder.css";

export const meta = metaForLocation;

/** The founder's own page: reached through the private link in their confirmation e-mail. */
export default function MyApplication() {
  return (
    <div className="page page--narrow founder-page">
      <header className="page__header">
        <h1>Your application</h1>
      </header>
      <FounderPage />
    </div>
  );
}
