import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Link } from "react-router";
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLE_LABELS } from "../../../core/constants";
import { InvitationFormSchema, type StaffInvitation } from "../../../core/schemas/staff";
import { Field } from "../../components/ui/field";
import { errorText } from "../../lib/api";
import { PATHS } from "../../paths";
import { invitationApi } from "./invitation-api";

type Invitation = Pick<StaffInvitation, "email" | "role" | "expiresAt">;
/** What the link in the address opens: the invitation, or why not. */
export type InvitationCheck =
  | { phase: "refused"; message: string }
  | { phase: "open"; invitation: Invitation };

const NOT_VALID = "This invitation link is not valid. Ask an admin to invite you again.";
const TEXTS = { fallback: NOT_VALID, network: "Something went wrong. Please try again." };

/** The link's secret: after the #, which the browser never sends to any server. */
const tokenOfLink = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * Whom the link in the address invites and as what, for the route's client loader. The link is
 * opened from its mail, so the loader runs as the page loads, with the link in the address bar.
 */
export async function checkInvitation(): Promise<InvitationCheck> {
  const token = tokenOfLink();
  if (!token) return { phase: "refused", message: NOT_VALID };
  return invitationApi.details(token).then(
    (invitation) => ({ phase: "open", invitation }),
    (error: unknown) => ({ phase: "refused", message: errorText(error, TEXTS) }),
  );
}

/**
 * The page an invitation's link opens: whom it is for and as what (`check`, read by the route's
 * loader), then name and password; the account is made and the invitee sent to sign in.
 */
export function AcceptInvitation({ check }: { check: InvitationCheck }) {
  const [accepted, setAccepted] = useState<string | null>(null);
  if (check.phase === "refused" || accepted !== null) {
    return (
      <>
        <p role={accepted === null ? "alert" : "status"} className="invitation__message">
          {accepted ?? (check.phase === "refused" ? check.message : null)}
        </p>
        <Link className="button button--primary" to={PATHS.adminLogin}>
          Go to sign in
        </Link>
      </>
    );
  }
  return <InvitationForm invitation={check.invitation} onAccepted={setAccepted} />;
}

function InvitationForm({
  invitation,
  onAccepted,
}: {
  invitation: Invitation;
  onAccepted: (message: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, fields] = useForm({
    defaultValue: { name: "", password: "", repeatPassword: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvitationFormSchema }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setFailure(null);
      setSubmitting(true);
      try {
        const { name, password } = submission.value;
        const { message } = await invitationApi.accept({ token: tokenOfLink(), name, password });
        onAccepted(message);
      } catch (error) {
        setFailure(errorText(error, TEXTS));
      } finally {
        setSubmitting(false);
      }
    },
  });

  const until = new Date(invitation.expiresAt).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <>
      <p>
        You are invited as {invitation.role === "admin" ? "an" : "a"}{" "}
        <strong>{STAFF_ROLE_LABELS[invitation.role].toLowerCase()}</strong>. Your username is{" "}
        <strong>{invitation.email}</strong>. This link works until {until}.
      </p>
      <form
        id={form.id}
        className="form"
        onSubmit={form.onSubmit}
        noValidate
        aria-label="Create your account"
      >
        {/* The username, for password managers to save with the new password. */}
        <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
        <Field label="Your name" error={fields.name.errors?.[0]}>
          {(control) => (
            <input
              {...control}
              name={fields.name.name}
              defaultValue={fields.name.initialValue}
              autoComplete="name"
            />
          )}
        </Field>
        <Field
          label="Password"
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, hard to guess: a few unrelated words work well.`}
          error={fields.password.errors?.[0]}
        >
          {(control) => (
            <input
              {...control}
              name={fields.password.name}
              defaultValue={fields.password.initialValue}
              type="password"
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field label="Repeat the password" error={fields.repeatPassword.errors?.[0]}>
          {(control) => (
            <input
              {...control}
              name={fields.repeatPassword.name}
              defaultValue={fields.repeatPassword.initialValue}
              type="password"
              autoComplete="new-password"
            />
          )}
        </Field>
        {failure ? (
          <p className="form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? "Creating your account…" : "Create my account"}
        </button>
      </form>
    </>
  );
}
