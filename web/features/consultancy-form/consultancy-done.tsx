import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { FIRM } from "../../../core/firm";
import { useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";
import { CONSULTANCY_SENT_TEXT, type ConsultancySent } from "./consultancy-answer";

type ConsultancyDoneProps = { sent: ConsultancySent; onAnother: () => void };

/**
 * The finished state: what was sent, and how the reply will come. "Send another request" opens
 * the page again, which without scripts is a new form and with them the form's first screen.
 */
export function ConsultancyDone({ sent, onAnother }: ConsultancyDoneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const localePath = useLocalePath();
  const { i18n } = useLingui();
  const successText = i18n._(CONSULTANCY_SENT_TEXT);
  const email = sent.email.trim();
  // The visitor's own words: their business's name in the script they typed it.
  const business = <bdi>{sent.businessName}</bdi>;
  return (
    <section className="stepper__screen card" aria-labelledby="consultancy-done-heading">
      <h2 id="consultancy-done-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Thank you</Trans>
      </h2>
      <p>
        {successText}{" "}
        <Trans>
          We have the request for <strong>{business}</strong>, and a consultant reads it within two
          working days.
        </Trans>
      </p>
      <p>
        {email ? (
          <Trans>
            We will reply to{" "}
            <strong>
              <bdi>{email}</bdi>
            </strong>
            .
          </Trans>
        ) : (
          <Trans>
            You left the e-mail empty: to hear back, write to{" "}
            <a href={`mailto:${FIRM.email}`} dir="ltr">
              {FIRM.email}
            </a>{" "}
            and name your business.
          </Trans>
        )}
      </p>
      <div className="stepper__actions">
        <Link to={localePath(PATHS.buildWith)} className="button">
          <Trans>About the programme</Trans>
        </Link>
        <Link
          to={localePath(PATHS.buildWithForm)}
          className="button button--primary"
          onClick={onAnother}
        >
          <Trans>Send another request</Trans>
        </Link>
      </div>
    </section>
  );
}
