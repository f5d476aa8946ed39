import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { decisionTimesText } from "../../../core/decision-times";
import type { FounderStage } from "../../../core/founder-stage";
import type { FounderApplication } from "../../../core/schemas/founder";
import { useFounderDates } from "./format-date";

/** The stage shown and since when (docs/product.md, the founder's side), in the page's language. */
const STAGE_SINCE: Record<FounderStage, MessageDescriptor> = {
  Received: msg({ message: "Received since {date}" }),
  "Under review": msg({ message: "Under review since {date}" }),
  "Pitch scheduled": msg({ message: "Pitch scheduled since {date}" }),
  "Decision made": msg({ message: "Decision made on {date}" }),
};

/** Once the decision mail went: the clock has stopped. */
const DECISION_SENT = msg({ message: "Decision sent on {date}" });

/**
 * The decision clock of a paid application as the founder reads it: "Under review since 3
 * December 2026 · 4 business days since your payment"; once the decision mail went, "Decision sent
 * on 7 December 2026 · 6 business days from your payment to our decision".
 */
export function ClockLine({
  stage,
  clock,
}: {
  stage: FounderStage;
  clock: NonNullable<FounderApplication["clock"]>;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useFounderDates();
  const days = clock.daysTotal;
  return (
    <p className="founder-clock">
      {clock.decidedAt ? (
        <>
          {i18n._({ ...DECISION_SENT, values: { date: formatDate(clock.decidedAt) } })} ·{" "}
          <Plural
            value={days}
            one="# business day from your payment to our decision"
            other="# business days from your payment to our decision"
          />
        </>
      ) : (
        <>
          {i18n._({ ...STAGE_SINCE[stage], values: { date: formatDate(clock.stageSince) } })} ·{" "}
          <Plural
            value={days}
            one="# business day since your payment"
            other="# business days since your payment"
          />
        </>
      )}
    </p>
  );
}

/** The firm's own time to decision, once there are enough decisions to say it (else nothing). */
export function DecisionTimesLine({ times }: { times: FounderApplication["decisionTimes"] }) {
  const { language, digits } = useFounderDates();
  if (!times) return null;
  return <p className="founder-clock__firm">{decisionTimesText(times, language, digits)}</p>;
}
