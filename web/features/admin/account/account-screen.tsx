import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Loaded } from "../lists/loaded";
import { RECOVERY_CODE_SPENT } from "../login/sign-in-action";
import type { AccountData } from "./account-action";
import { ConflictsSection } from "./conflicts-section";
import { DealDigestSection } from "./deal-digest-section";
import { OverdueDigestSection } from "./overdue-digest-section";
import { PasswordSection } from "./password-section";
import { SessionsSection } from "./sessions-section";
import { TotpSection } from "./totp-section";

/**
 * The Account screen: the password, two-step sign-in (the authenticator app and recovery codes) and the person's
 * open sessions. After a sign-in with a recovery code it says how many are left.
 */
export function AccountScreen({ data }: { data: AccountData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Said once, on arriving from the sign-in: the address forgets the marker, so a reload does not
  // say it again. The count is the one the screen loaded, the same as the section's below.
  const [spent] = useState(() => params.has(RECOVERY_CODE_SPENT));
  useEffect(() => {
    if (spent) void navigate(location.pathname, { replace: true });
  }, [spent, navigate, location.pathname]);
  return (
    <>
      {spent ? (
        <Loaded data={data.security} loading={null} failure={() => null}>
          {({ recoveryCodesLeft: left }) => (
            <p className="account__notice" role="status">
              You signed in with a recovery code; it cannot be used again.{" "}
              {left === 1 ? "1 recovery code is left." : `${left} recovery codes are left.`} Make
              new ones below if you are running low.
            </p>
          )}
        </Loaded>
      ) : null}
      <PasswordSection />
      <TotpSection security={data.security} />
      <SessionsSection sessions={data.sessions} />
      <ConflictsSection conflicts={data.conflicts} />
      {data.digest ? <DealDigestSection digest={data.digest} /> : null}
      {data.overdue ? <OverdueDigestSection digest={data.overdue} /> : null}
    </>
  );
}
