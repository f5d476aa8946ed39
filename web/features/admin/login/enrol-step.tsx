import { useState } from "react";
import { useNavigate } from "react-router";
import type { TotpEnrolment } from "../../../../core/schemas/account";
import { adminToken } from "../../../lib/admin-token";
import { errorText } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { signInStepApi } from "../account/account-api";
import { RecoveryCodes } from "../account/recovery-codes";
import { TotpSetup } from "../account/totp-setup";

/**
 * When STAFF_REQUIRE_TOTP asks an admin without an app to set one up: the set-up, then the
 * recovery codes, then the console. The session exists only once the app's first code is right.
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
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
        failure={failure}
        confirm={async (code) => {
          setFailure(null);
          try {
            const signedIn = await signInStepApi.confirmSetup({ challenge, code });
            adminToken.set(signedIn.token, signedIn.name);
            setCodes(signedIn.recoveryCodes);
          } catch (error) {
            setFailure(
              errorText(error, {
                fallback: "That did not work. Please try again.",
                network: "Something went wrong.",
              }),
            );
          }
        }}
      />
    </div>
  );
}
