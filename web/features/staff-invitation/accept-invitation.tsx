import { type FieldMetadata, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useFetcher } from "react-router";
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLE_LABELS } from "../../../core/constants";
import { InvitationFormSchema, type StaffInvitation } from "../../../core/schemas/staff";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordField, TextField } from "../../components/ui/form-fields";
import { errorText } from "../../lib/api";
import {
  type FormActionData,
  type FormFailure,
  failureText,
  isFailure,
} from "../../lib/form-action";
import { PATHS } from "../../paths";
import { invitationApi } from "./invitation-api";

type Invitation = Pick<StaffInvitation, "email" | "role" | "expiresAt">;
/** What the link in the address opens: the invitation, or why not. */
export type InvitationCheck =
  | { phase: "refused"; message: string }
  | { phase: "open"; invitation: Invitation };

/**
 * What the invitation page's action answers (docs/decisions/076-route-forms.md): conform's reply
 * and, once the account is made, what to tell the invitee.
 */
export type InvitationActionData = FormActionData & { accepted?: string };
/** The answer as the page reads it: the action's, or what kept the post from it. */
export type InvitationAnswer = InvitationActionData | FormFailure;

/** The fetcher the form posts through, read by the page to show the account made. */
const ACCEPTING = "staff-invitation";

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

/** What the invitee reads once their account is made. */
export const acceptedOf = (answer: InvitationAnswer | undefined): string | null =>
  answer && !isFailure(answer) && answer.done ? (answer.accepted ?? null) : null;

/** Why the post made no account: what the server said, or what kept the post from it. */
const failureOf = (answer: InvitationAnswer | undefined, formErrors: string[] | undefined) =>
  answer && isFailure(answer) ? failureText(answer, TEXTS) : (formErrors?.[0] ?? null);

/**
 * The page an invitation's link opens: whom it is for and as what (`check`, read by the route's
 * loader), then name and password, posted to the page's action; the account is made and the
 * invitee sent to sign in.
 */
export function AcceptInvitation({ check }: { check: InvitationCheck }) {
  const accepting = useFetcher<InvitationAnswer>({ key: ACCEPTING });
  const accepted = acceptedOf(accepting.data);
  if (accepted !== null) return <InvitationOutcome message={accepted} accepted />;
  if (check.phase === "refused") return <InvitationOutcome message={check.message} />;
  return <InvitationForm invitation={check.invitation} />;
}

/** The account made, or why the link opens nothing: said, with the way to sign in. */
export function InvitationOutcome({
  message,
  accepted = false,
}: {
  message: string;
  accepted?: boolean;
}) {
  return (
    <>
      <p role={accepted ? "status" : "alert"} className="invitation__message">
        {message}
      </p>
      <Link className="button button--primary" to={PATHS.adminLogin}>
        Go to sign in
      </Link>
    </>
  );
}

function InvitationForm({ invitation }: { invitation: Invitation }) {
  const accepting = useFetcher<InvitationAnswer>({ key: ACCEPTING });
  const answer = accepting.data;
  const [form, fields] = useForm({
    id: "staff-invitation",
    lastResult: answer && !isFailure(answer) ? answer.result : undefined,
    defaultValue: { link: "", name: "", password: "", repeatPassword: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvitationFormSchema }),
  });
  const submitting = accepting.state !== "idle";
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
      <accepting.Form
        method="post"
        id={form.id}
        className="form"
        onSubmit={form.onSubmit}
        noValidate
        aria-label="Create your account"
      >
        {/* The link's token, read from the address: it travels in the post's body only. */}
        <input type="hidden" name={fields.link.name} value={tokenOfLink()} />
        {/* The username, for password managers to save with the new password. */}
        <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
        <AccountFields fields={fields} />
        <FormAlert message={failureOf(answer, form.errors) ?? fields.link.errors?.[0] ?? null} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? "Creating your account…" : "Create my account"}
        </button>
      </accepting.Form>
    </>
  );
}

type AccountFieldsProps = {
  fields: {
    name: FieldMetadata<string>;
    password: FieldMetadata<string>;
    repeatPassword: FieldMetadata<string>;
  };
};

/** The name and the password, twice: the fields of both forms of the page. */
function AccountFields({ fields }: AccountFieldsProps) {
  return (
    <>
      <TextField field={fields.name} label="Your name" autoComplete="name" />
      <PasswordField
        field={fields.password}
        label="Password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, hard to guess: a few unrelated words work well.`}
        autoComplete="new-password"
      />
      <PasswordField
        field={fields.repeatPassword}
        label="Repeat the password"
        autoComplete="new-password"
      />
    </>
  );
}

/**
 * The page for a browser that runs no scripts, which never reads the link's token (it is after
 * the "#"): the link pasted, the name and the password, posted as they are to the page's action,
 * which answers the account made or the messages under their fields (conform's reply; the
 * passwords are never sent back). Rendered inside a `<noscript>`, on the server only.
 */
export function InvitationWithoutScripts({ answer }: { answer: InvitationActionData | undefined }) {
  const [form, fields] = useForm({
    id: "staff-invitation-without-scripts",
    lastResult: answer?.result,
    defaultValue: { link: "", name: "", password: "", repeatPassword: "" },
  });
  return (
    <form method="post" id={form.id} className="form" noValidate aria-label="Create your account">
      <TextField
        field={fields.link}
        label="Link from your invitation e-mail"
        hint="Copy the whole link from the e-mail and paste it here."
        type="url"
        autoComplete="off"
      />
      <AccountFields fields={fields} />
      <FormAlert message={failureOf(answer, form.errors)} />
      <button type="submit" className="button button--primary">
        Create my account
      </button>
    </form>
  );
}
