import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { FIRM } from "../../../core/firm";
import { useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";
import type { ConsultancyFormValues } from "./consultancy-steps";
import { useSuccessText } from "./use-submit-consultancy";

type ConsultancyDoneProps = { values: ConsultancyFormValues; onAnother: () => void };

/** The finished state: what was sent, and how the reply will come. */
export function ConsultancyDone({ values, onAnother }: ConsultancyDoneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const localePath = useLocalePath();
  const successText = useSuccessText();
  const email = values.email.trim();
  // The visitor's own words: their business's name in the script they typed it.
  const business = <bdi>{values.businessName}</bdi>;
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
        <button type="button" className="button button--primary" onClick={onAnother}>
          <Trans>Send another request</Trans>
        </button>
      </div>
    </section>
  );
}
