import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { STAFF_INVITATION_HOURS, STAFF_ROLE_LABELS, STAFF_ROLES } from "../../../../core/constants";
import { type StaffInviteInput, StaffInviteSchema } from "../../../../core/schemas/staff";
import { Field } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { staffApi } from "./staff-api";

/** An admin invites a colleague: e-mail and role; the link goes out through the mail outbox. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const showToast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffInviteInput>({
    resolver: zodResolver(StaffInviteSchema),
    defaultValues: { email: "", role: "reviewer" },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const invitation = await staffApi.invite(input);
      showToast(`Invitation sent to ${invitation.email}.`, "success");
      reset();
      onInvited();
    } catch (error) {
      setError("root", {
        message: errorText(error, {
          fallback: "The invitation could not be sent.",
          network: "Something went wrong.",
        }),
      });
    }
  });

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
        <Field label="E-mail" error={errors.email?.message}>
          {(control) => (
            <input {...control} {...register("email")} type="email" autoComplete="off" />
          )}
        </Field>
        <Field label="Role" error={errors.role?.message}>
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
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send invitation"}
        </button>
      </div>
      {errors.root ? (
        <p className="form__error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
    </form>
  );
}
