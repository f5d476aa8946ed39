import { useFetcher } from "react-router";
import type { StaffSession } from "../../../../core/schemas/account";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorText } from "../../../lib/api";
import { AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import type { AccountIntent } from "./account-action";

const TEXTS = { fallback: "That did not work.", network: "Something went wrong." };

/**
 * The person's open sessions: where and when, this device marked; end one or all the others
 * through the screen's clientAction, after which they load again.
 */
export function SessionsSection({ sessions }: { sessions: Promise<{ sessions: StaffSession[] }> }) {
  const ending = useFetcher();
  const run = (intent: AccountIntent) => void ending.submit(intent, AS_JSON);
  return (
    <section className="account__section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <Loaded
        data={sessions}
        loading={<p role="status">Loading…</p>}
        failure={(error) => <FormAlert message={errorText(error, TEXTS)} />}
      >
        {(loaded) => <Sessions sessions={loaded.sessions} run={run} />}
      </Loaded>
    </section>
  );
}

function Sessions({
  sessions,
  run,
}: {
  sessions: StaffSession[];
  run: (intent: AccountIntent) => void;
}) {
  const others = sessions.filter((session) => !session.current).length;
  return (
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
                onClick={() => run({ intent: "end-session", sessionId: session.id })}
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
          onClick={() => run({ intent: "end-others" })}
        >
          End all other sessions
        </button>
      ) : (
        <p>You are signed in on this device only.</p>
      )}
    </>
  );
}
