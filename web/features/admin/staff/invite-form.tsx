import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { STAFF_INVITATION_HOURS, STAFF_ROLE_LABELS, STAFF_ROLES } from "../../../../core/constants";
import { StaffInviteSchema } from "../../../../core/schemas/staff";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import type { Invited } from "./staff-action";

const EMPTY = { email: "", role: "reviewer" };

const INVITING = "staff-invite";

/**
 * An admin invites a colleague: e-mail and role, sent to the Staff tab's clientAction; the link goes
 * out through the mail outbox (or is shown to copy, when the server sends no mail). Each
 * invitation sent starts a fresh form.
 */
export function InviteForm() {
  const sent = useFetcher<Invited>({ key: INVITING }).data;
  return (
    <>
      <InviteFields key={sent?.sentAt ?? 0} afterInvite={Boolean(sent?.sentAt)} />
      {sent?.unsent ? <UnsentInvitation key={sent.sentAt} {...sent.unsent} /> : null}
    </>
  );
}

/**
 * The server sends no mail, so the invitation only waits in the outbox: say so, and give the
 * link to copy and hand over (only then: with SMTP the link goes by mail alone).
 */
function UnsentInvitation({ email, link }: { email: string; link: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div className="staff-invite__unsent" role="status">
      <p>
        <strong>No e-mail was sent</strong>: this server sends no mail (SMTP_URL is not set). Copy
        the invitation link and give it to {email} yourself; it works once, for{" "}
        {STAFF_INVITATION_HOURS} hours.
      </p>
      <div className="staff-invite__link">
        <label htmlFor="invitation-link" className="visually-hidden">
          Invitation link for {email}
        </label>
        <input id="invitation-link" type="text" readOnly value={link} />
        <button
          type="button"
          className="button"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(link);
              setCopied("Copied.");
            } catch {
              setCopied("Could not copy: select the link and copy it.");
            }
          }}
        >
          Copy link
        </button>
        <span aria-live="polite">{copied}</span>
      </div>
    </div>
  );
}

function InviteFields({ afterInvite = false }: { afterInvite?: boolean }) {
  const inviting = useFetcher<Invited>({ key: INVITING });
  const [form, fields] = useForm({
    id: "staff-invite",
    lastResult: inviting.data?.result,
    defaultValue: EMPTY,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StaffInviteSchema }),
  });
  const sending = inviting.state !== "idle";
  // The fresh form after an invitation takes the focus its button had, on its first field.
  const focused = useRef(false);

  return (
    <inviting.Form
      method="post"
      id={form.id}
      className="form staff-invite"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="invite-heading"
    >
      <h3 id="invite-heading">Invite a colleague</h3>
      <p className="staff-invite__hint">
        They get an e-mail with a link to choose their name and password. The link works once, for{" "}
        {STAFF_INVITATION_HOURS} hours; their username is their e-mail address.
      </p>
      <div className="staff-invite__fields">
        <Field label="E-mail" error={fields.email.errors?.[0]}>
          {(control) => (
            <input
              {...control}
              name={fields.email.name}
              defaultValue={fields.email.initialValue}
              ref={(element) => {
                if (element && afterInvite && !focused.current) {
                  focused.current = true;
                  element.focus();
                }
              }}
              type="email"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Role" error={fields.role.errors?.[0]}>
          {(control) => (
            <select {...control} name={fields.role.name} defaultValue={fields.role.initialValue}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Sending…" : "Send invitation"}
        </button>
      </div>
      <FormAlert message={form.errors?.[0] ?? null} />
    </inviting.Form>
  );
}
