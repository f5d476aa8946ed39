import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { STAFF_INVITATION_HOURS, STAFF_ROLE_LABELS, STAFF_ROLES } from "../../../../core/constants";
import { type StaffInviteInput, StaffInviteSchema } from "../../../../core/schemas/staff";
import { Field } from "../../../components/ui/field";
import { useFormFields } from "../../../components/ui/use-form-fields";
import { errorText } from "../../../lib/api";
import { lazySchema } from "../../../lib/lazy-schema";
import { AS_JSON } from "../actions";
import type { Invited, StaffIntent } from "./staff-action";

const EMPTY = { email: "", role: "reviewer" };
// The console has no JavaScript budget: its rules are at hand, checked the way the public forms check.
const RULES = lazySchema<keyof typeof EMPTY, StaffInviteInput>(async () => StaffInviteSchema);

const INVITING = "staff-invite";

/**
 * An admin invites a colleague: e-mail and role, sent to the Staff tab's clientAction; the link goes
 * out through the mail outbox. Each invitation sent starts a fresh form.
 */
export function InviteForm() {
  const sent = useFetcher<Invited>({ key: INVITING }).data;
  return <InviteFields key={sent?.sentAt ?? 0} afterInvite={Boolean(sent?.sentAt)} />;
}

function InviteFields({ afterInvite = false }: { afterInvite?: boolean }) {
  const inviting = useFetcher<Invited>({ key: INVITING });
  const { register, handleSubmit, errors, submitting } = useFormFields(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const failure = problem ?? inviting.data?.error ?? null;
  const email = register("email");
  // The fresh form after an invitation takes the focus its button had, on its first field.
  const focused = useRef(false);

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      return RULES.errors(values);
    },
    async (values) => {
      const intent: StaffIntent = { intent: "invite", invitation: await RULES.parse(values) };
      await inviting.submit(intent, AS_JSON);
    },
    (error) =>
      setProblem(
        errorText(error, {
          fallback: "The invitation could not be sent.",
          network: "Something went wrong.",
        }),
      ),
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
            <input
              {...control}
              {...email}
              ref={(element) => {
                email.ref(element);
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
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting || inviting.state !== "idle"}
        >
          {submitting || inviting.state !== "idle" ? "Sending…" : "Send invitation"}
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
