import { useLocation } from "react-router";
import type { AccountData } from "./account-action";
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions-section";
import { TotpSection } from "./totp-section";

/**
 * The Account screen: the password, two-step sign-in (the authenticator app and recovery codes) and the person's
 * open sessions. After a sign-in with a recovery code it says how many are left.
 */
export function AccountScreen({ data }: { data: AccountData }) {
  const state: unknown = useLocation().state;
  const left =
    state && typeof state === "object" && "recoveryCodesLeft" in state
      ? Number(state.recoveryCodesLeft)
      : null;
  return (
    <>
      {left !== null && !Number.isNaN(left) ? (
        <p className="account__notice" role="status">
          You signed in with a recovery code; it cannot be used again.{" "}
          {left === 1 ? "1 recovery code is left." : `${left} recovery codes are left.`} Make new
          ones below if you are running low.
        </p>
      ) : null}
      <PasswordSection />
      <TotpSection security={data.security} />
      <SessionsSection sessions={data.sessions} />
    </>
  );
}
