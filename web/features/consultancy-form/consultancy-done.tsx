import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { FIRM } from "../../../core/firm";
import { CONSULTANCY_SUCCESS_TEXT } from "../../../core/questions/consultancy";
import { PATHS } from "../../paths";
import type { ConsultancyFormValues } from "./consultancy-steps";

type ConsultancyDoneProps = { values: ConsultancyFormValues; onAnother: () => void };

/** The finished state: what was sent, and how the reply will come. */
export function ConsultancyDone({ values, onAnother }: ConsultancyDoneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const email = values.email.trim();
  return (
    <section className="stepper__screen card" aria-labelledby="consultancy-done-heading">
      <h2 id="consultancy-done-heading" ref={headingRef} tabIndex={-1}>
        Thank you
      </h2>
      <p>
        {CONSULTANCY_SUCCESS_TEXT} We have the request for <strong>{values.businessName}</strong>,
        and a consultant reads it within two working days.
      </p>
      <p>
        {email ? (
          <>
            We will reply to <strong>{email}</strong>.
          </>
        ) : (
          <>
            You left the e-mail empty: to hear back, write to{" "}
            <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a> and name your business.
          </>
        )}
      </p>
      <div className="stepper__actions">
        <Link to={PATHS.buildWith} className="button">
          About the programme
        </Link>
        <button type="button" className="button button--primary" onClick={onAnother}>
          Send another request
        </button>
      </div>
    </section>
  );
}
