import { useState } from "react";
import { STAFF_INVITATION_HOURS, STAFF_ROLE_LABELS, STAFF_ROLES } from "../../../../core/constants";
import { type StaffInviteInput, StaffInviteSchema } from "../../../../core/schemas/staff";
import { Field } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { useFormFields } from "../../../components/ui/use-form-fields";
import { errorText } from "../../../lib/api";
import { lazySchema } from "../../../lib/lazy-schema";
import { staffApi } from "./staff-api";

const EMPTY = { email: "", role: "reviewer" };
const TEXTS = { fallback: "The invitation could not be sent.", network: "Something went wrong." };
// The console has no JavaScript budget: its rules are at hand, checked the way the public forms check.
const RULES = lazySchema<keyof typeof EMPTY, StaffInviteInput>(async () => StaffInviteSchema);

/** An admin invites a colleague: e-mail and role; the link goes out through the mail outbox. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const showToast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValues, errors, submitting } = useFormFields(EMPTY);
  const fail = (error: unknown) => setFailure(errorText(error, TEXTS));

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      return RULES.errors(values);
    },
    async (values) => {
      try {
        const invitation = await staffApi.invite(await RULES.parse(values));
        showToast(`Invitation sent to ${invitation.email}.`, "success");
        setValues(EMPTY);
        onInvited();
      } catch (error) {
        fail(error);
      }
    },
    fail,
  );

  return (
    <form
      className="form staff-invite"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="invite-heading"
    >
      <h3 id="invite-heading">Invite a colleague</h3>
      <p className="staff-invite__hint">
        They get an e-mail with a link to choose their name and password. The link works once, for{" "}
        {STAFF_INVITATION_HOURS} hours; their username is their e-mail address.
      </p>
      <div className="staff-invite__fields">
        <Field label="E-mail" error={errors.email}>
          {(control) => (
            <input {...control} {...register("email")} type="email" autoComplete="off" />
          )}
        </Field>
        <Field label="Role" error={errors.role}>
          {(control) => (
            <select {...control} {...register("role")}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? "Sending…" : "Send invitation"}
        </button>
      </div>
      {failure ? (
        <p className="form__error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
