import { useFetcher, useNavigate } from "react-router";
import type { TotpEnrolment } from "../../../../core/schemas/account";
import { PATHS } from "../../../paths";
import { RecoveryCodes } from "../account/recovery-codes";
import { TotpSetup } from "../account/totp-setup";
import { EnrolFormSchema, type SignInAnswer } from "./sign-in-action";

/**
 * When STAFF_REQUIRE_TOTP asks an admin without an app to set one up: the set-up, its code posted
 * to the login's clientAction with the password's challenge; then the recovery codes, then the
 * console. The session exists only once the app's first code is right.
 */
export function EnrolStep({
  challenge,
  message,
  enrolment,
}: {
  challenge: string;
  message: string;
  enrolment: TotpEnrolment;
}) {
  const navigate = useNavigate();
  const enrolling = useFetcher<SignInAnswer>();
  const codes = enrolling.data?.recoveryCodes;
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        doneLabel="Continue to the console"
        onDone={() => navigate(PATHS.adminDashboard)}
      />
    );
  }
  return (
    <div>
      <p>{message}</p>
      <TotpSetup
        enrolment={enrolment}
        failure={null}
        fetcher={enrolling}
        answer={enrolling.data}
        schema={EnrolFormSchema}
        hidden={{ intent: "enrol", challenge }}
      />
    </div>
  );
}
