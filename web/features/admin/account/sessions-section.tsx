import { useCallback, useEffect, useState } from "react";
import type { StaffSession } from "../../../../core/schemas/account";
import { FormAlert } from "../../../components/ui/form-alert";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { formatDateTime } from "../format";
import { accountApi } from "./account-api";

const TEXTS = { fallback: "That did not work.", network: "Something went wrong." };

/** The person's open sessions: where and when, this device marked; end one or all the others. */
export function SessionsSection() {
  const showToast = useToast();
  const [sessions, setSessions] = useState<StaffSession[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    accountApi.sessions().then(
      ({ sessions }) => setSessions(sessions),
      (error) => setFailure(errorText(error, TEXTS)),
    );
  }, []);
  useEffect(load, [load]);

  async function run(action: () => Promise<{ message: string }>) {
    try {
      showToast((await action()).message);
    } catch (error) {
      showToast(errorText(error, TEXTS), "error");
    }
    load();
  }

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <section className="account__section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <FormAlert message={failure} />
      {sessions === null ? (
        failure ? null : (
          <p role="status">Loading…</p>
        )
      ) : (
        <>
          <ul className="sessions">
            {sessions.map((session) => (
              <li key={session.id} className="sessions__item">
                <div>
                  <p className="sessions__device">
                    {session.device}
                    {session.current ? <span className="sessions__this">This device</span> : null}
                  </p>
                  <dl className="sessions__facts">
                    <div>
                      <dt>IP address</dt>
                      <dd>{session.ip ?? "Unknown"}</dd>
                    </div>
                    <div>
                      <dt>Signed in</dt>
                      <dd>{formatDateTime(session.signedInAt)}</dd>
                    </div>
                    <div>
                      <dt>Last used</dt>
                      <dd>{formatDateTime(session.lastUsedAt)}</dd>
                    </div>
                  </dl>
                </div>
                {session.current ? null : (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`End the session on ${session.device}, signed in ${formatDateTime(session.signedInAt)}`}
                    onClick={() => run(() => accountApi.endSession(session.id))}
                  >
                    End
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <button
              type="button"
              className="button button--danger"
              onClick={() => run(accountApi.endOtherSessions)}
            >
              End all other sessions
            </button>
          ) : (
            <p>You are signed in on this device only.</p>
          )}
        </>
      )}
    </section>
  );
}
