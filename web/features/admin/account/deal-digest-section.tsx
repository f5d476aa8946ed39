import { useFetcher } from "react-router";
import type { DealDigestState } from "../../../../core/schemas/deal-notifications";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorText } from "../../../lib/api";
import { AS_JSON } from "../actions";
import { Loaded } from "../lists/loaded";
import type { AccountIntent } from "./account-action";
import "../../../styles/deal-digest.css";

const TEXTS = { fallback: "That did not work.", network: "Something went wrong." };

function DigestSwitch({ digest }: { digest: DealDigestState }) {
  const fetcher = useFetcher();
  // Shown as asked while the change is on its way; the screen loads again after it.
  const pending = fetcher.json as AccountIntent | undefined;
  const on = pending?.intent === "deal-digest" ? pending.on : digest.on;
  const toggle = (next: boolean) => {
    const intent: AccountIntent = { intent: "deal-digest", on: next };
    void fetcher.submit(intent, AS_JSON);
  };
  return (
    <>
      <label className="digest-switch">
        <input
          type="checkbox"
          checked={on}
          disabled={!digest.email}
          aria-describedby="deal-digest-where"
          onChange={(event) => toggle(event.target.checked)}
        />{" "}
        E-mail me the daily deal digest
      </label>
      <p id="deal-digest-where" className="account__hint">
        {digest.email
          ? `It goes to ${digest.email}, each morning at 08:00 Gulf time, on days when something happened.`
          : "Your sign-in name is not an e-mail address, so the digest has nowhere to go."}
      </p>
    </>
  );
}

/**
 * The daily deal digest (docs/decisions/065-deal-notifications.md): what firms did with the deals
 * this admin shared over the last day, by mail. The bell tells them at once either way.
 */
export function DealDigestSection({ digest }: { digest: Promise<DealDigestState> }) {
  return (
    <section className="account__section" aria-labelledby="deal-digest-title">
      <h2 id="deal-digest-title">Daily deal digest</h2>
      <p>
        A mail each morning of what firms did with the deals you shared over the last day: the first
        views, the questions and the changes of answer. Off unless you turn it on.
      </p>
      <Loaded
        data={digest}
        loading={<p role="status">Loading…</p>}
        failure={(error) => <FormAlert message={errorText(error, TEXTS)} />}
      >
        {(loaded) => <DigestSwitch digest={loaded} />}
      </Loaded>
    </section>
  );
}
