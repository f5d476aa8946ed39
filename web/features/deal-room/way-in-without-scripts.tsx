import type { ReactNode } from "react";
import { type RoomFormAnswer, WAY_IN_FORMS } from "./room-forms";

/** A field's first error in the action's answer, if it has one. */
const errorOf = (answered: RoomFormAnswer | undefined, name: string) =>
  answered && "result" in answered ? answered.result.error?.[name]?.[0] : undefined;

/**
 * The deal room's way in for a browser that runs no scripts (docs/decisions/058-deal-sharing.md),
 * rendered inside a `<noscript>` (React renders its content on the server only). Such a browser
 * never sends the link's token, which is after the "#": the person pastes the link with their
 * address, then enters the code, then accepts the terms, each posted to the page's action, which
 * does what the deal room's calls do. The link and the address travel in the forms' bodies,
 * never in an address.
 */
export function WayInWithoutScripts({
  termsFor,
  answered,
}: {
  /** The address of a viewer who proved it and has still to accept the terms. */
  termsFor: string | null;
  answered: RoomFormAnswer | undefined;
}) {
  if (termsFor !== null) return <TermsForm email={termsFor} answered={answerOf("terms")} />;
  const code = answerOf("code");
  const verify = answerOf("verify");
  // The code sent, or a code refused: the code's form again, with the link and the address.
  const carried = (code?.carried ? code : verify)?.carried;
  if (carried) return <CodeForm carried={carried} said={code?.said} answered={verify} />;
  return <LinkForm answered={code} />;

  function answerOf(step: keyof typeof WAY_IN_FORMS) {
    return answered?.form === WAY_IN_FORMS[step] ? answered : undefined;
  }
}

/** A plain form posted to the page's action, named by `name`, with the action's form error. */
function WayInForm({
  name,
  label,
  answered,
  children,
}: {
  name: string;
  label: string;
  answered: RoomFormAnswer | undefined;
  children: ReactNode;
}) {
  const refused = errorOf(answered, "");
  return (
    <form method="post" className="form" aria-label={label}>
      <input type="hidden" name="form" value={name} />
      {children}
      {refused ? (
        <p className="field__error" role="alert">
          {refused}
        </p>
      ) : null}
    </form>
  );
}

/** One text field with its label and its error from the action. */
function TextInput({
  name,
  label,
  answered,
  type = "text",
}: {
  name: string;
  label: string;
  answered: RoomFormAnswer | undefined;
  type?: "text" | "email";
}) {
  const id = `way-in-${name}`;
  const error = errorOf(answered, name);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        dir="ltr"
        spellCheck={false}
        autoComplete={type === "email" ? "email" : "off"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LinkForm({ answered }: { answered: RoomFormAnswer | undefined }) {
  return (
    <WayInForm name={WAY_IN_FORMS.code} label="Open the deal" answered={answered}>
      <p>
        This page's scripts are not running in your browser, so it cannot read your link. Paste the
        link from the e-mail and confirm your work e-mail address: we send a one-time code to it.
      </p>
      <TextInput name="link" label="The link from the e-mail" answered={answered} />
      <TextInput name="email" label="Your work e-mail address" type="email" answered={answered} />
      <button type="submit" className="button button--primary">
        Send me a code
      </button>
    </WayInForm>
  );
}

function CodeForm({
  carried,
  said,
  answered,
}: {
  carried: { link: string; email: string };
  said: string | undefined;
  answered: RoomFormAnswer | undefined;
}) {
  return (
    <WayInForm name={WAY_IN_FORMS.verify} label="Enter your code" answered={answered}>
      {said ? <p role="status">{said}</p> : null}
      <input type="hidden" name="link" value={carried.link} />
      <input type="hidden" name="email" value={carried.email} />
      <TextInput name="code" label={`The code sent to ${carried.email}`} answered={answered} />
      <button type="submit" className="button button--primary">
        Open the deal
      </button>
    </WayInForm>
  );
}

function TermsForm({ email, answered }: { email: string; answered: RoomFormAnswer | undefined }) {
  const error = errorOf(answered, "accept");
  return (
    <WayInForm name={WAY_IN_FORMS.terms} label="Confidentiality terms" answered={answered}>
      <h2>Confidentiality terms</h2>
      <p>
        The memo and everything shown with it are shared with you in confidence, for your firm's
        decision whether to invest. You will not pass them on outside your firm, copy them, or use
        them for anything else. Every page carries your address ({email}) and the date, and every
        visit is recorded.
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          name="accept"
          aria-describedby={error ? "way-in-accept-error" : undefined}
        />{" "}
        I accept the confidentiality terms
      </label>
      {error ? (
        <p id="way-in-accept-error" className="field__error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        Accept and open the memo
      </button>
    </WayInForm>
  );
}
