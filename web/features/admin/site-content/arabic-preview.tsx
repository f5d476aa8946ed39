import { createContext, type ReactNode, type SyntheticEvent, useContext, useId } from "react";
import {
  type CohortSource,
  type EventSource,
  publicCohort,
  publicEvent,
} from "../../../../core/public-content";
import type { PublicCohort } from "../../../../core/schemas/cohorts";
import type { PublicEvent } from "../../../../core/schemas/events";
import { isTimeZone, wallTimeToInstant } from "../../../../core/zoned-time";
import type { CatalogueName } from "../../../i18n/catalogue-files";
import { InLanguage } from "../../../i18n/language";

/**
 * The public site's own cards, handed in by the tab's route (a feature does not import another):
 * how the Arabic Events page shows an event, and the Arabic home page a cohort.
 */
export type PublicCards = {
  event: (event: PublicEvent, past: boolean) => ReactNode;
  cohort: (cohort: PublicCohort) => ReactNode;
};

const Cards = createContext<PublicCards | null>(null);
export const PublicCardsProvider = Cards.Provider;

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a form's wall time and zone name, or null while either is incomplete. */
function instantOf(wallTime: string, zone: string): Date | null {
  if (!WALL_TIME.test(wallTime) || !isTimeZone(zone)) return null;
  try {
    const instant = wallTimeToInstant(wallTime, zone);
    return Number.isNaN(instant.getTime()) ? null : instant;
  } catch {
    return null;
  }
}

// A link in the preview is the page's, not somewhere to go from the console.
const stay = (event: SyntheticEvent) => {
  if ((event.target as Element).closest("a")) event.preventDefault();
};

/**
 * The frame of a preview: a titled region, and in it the page's part in Arabic, right to left,
 * with the page's own words (docs/decisions/075-staff-text-in-both-languages.md).
 */
function PreviewFrame({
  page,
  catalogues,
  children,
}: {
  page: string;
  catalogues: readonly CatalogueName[];
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="arabic-preview" aria-labelledby={headingId}>
      <h4 id={headingId}>Preview: the Arabic {page}</h4>
      <p className="arabic-preview__hint">
        As the page will show it once published, updated as you type; where an Arabic field is
        empty, the English stands in, marked as English. Its links are not followed here.
      </p>
      <div onClickCapture={stay} className="arabic-preview__page">
        <InLanguage
          locale="ar"
          catalogues={catalogues}
          loading={<p role="status">Loading the preview ...</p>}
        >
          {children}
        </InLanguage>
      </div>
    </section>
  );
}

/** The event the form holds, as the Arabic Events page will show it. */
export function EventPreview({
  values,
}: {
  values: Omit<EventSource, "startsAt"> & { wallTime: string };
}) {
  const cards = useContext(Cards);
  if (!cards) return null;
  const startsAt = instantOf(values.wallTime, values.timeZone);
  return (
    <PreviewFrame page="Events page" catalogues={["frame", "events"]}>
      {startsAt ? (
        cards.event(publicEvent({ ...values, startsAt }, "ar"), startsAt.getTime() <= Date.now())
      ) : (
        <p lang="en" dir="ltr">
          The preview shows once the event has its date, time and time zone.
        </p>
      )}
    </PreviewFrame>
  );
}

/** The cohort the form holds, as the Arabic home page's cohort card will show it. */
export function CohortPreview({
  values,
}: {
  values: Omit<CohortSource, "lengthDays"> & { lengthDays: string };
}) {
  const cards = useContext(Cards);
  if (!cards) return null;
  const lengthDays = Number(values.lengthDays);
  const complete =
    DAY.test(values.startDate) &&
    DAY.test(values.applicationDeadline) &&
    Number.isInteger(lengthDays) &&
    lengthDays > 0 &&
    isTimeZone(values.timeZone);
  return (
    <PreviewFrame page="home page's cohort card" catalogues={["frame", "home"]}>
      {complete ? (
        cards.cohort(publicCohort({ ...values, lengthDays }, new Date(), "ar"))
      ) : (
        <p lang="en" dir="ltr">
          The preview shows once the cohort has its start date, length, deadline and time zone.
        </p>
      )}
    </PreviewFrame>
  );
}
