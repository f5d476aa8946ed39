import { useState } from "react";
import type { Meeting } from "../../../../core/schemas/meeting";
import { errorText } from "../../../lib/api";
import { Loaded } from "../lists/loaded";
import { CallMeetingDialog } from "./call-meeting-dialog";
import { NextMeetingWidget } from "./next-meeting-widget";
import { useNextMeeting } from "./use-meetings";

const FAILED = "Failed to fetch meetings";

/** The 'Call for Meeting' button and the next-meeting widget. */
export function MeetingsPanel({ meetings }: { meetings: Promise<Meeting[]> }) {
  // The dialog closes once its meeting is scheduled.
  const [calling, setCalling] = useState(false);
  return (
    <section className="assign-card meetings-panel" aria-labelledby="meetings-heading">
      <div className="assign-card__head">
        <h2 id="meetings-heading">Next meeting</h2>
        <button type="button" className="button button--primary" onClick={() => setCalling(true)}>
          Call for Meeting
        </button>
      </div>
      <Loaded
        data={meetings}
        loading={<p role="status">Loading meetings...</p>}
        failure={(error) => (
          <p className="field__error" role="alert">
            {errorText(error, { fallback: FAILED, network: FAILED })}
          </p>
        )}
      >
        {(loaded) => <NextMeeting meetings={loaded} />}
      </Loaded>
      <CallMeetingDialog open={calling} onClose={() => setCalling(false)} />
    </section>
  );
}

function NextMeeting({ meetings }: { meetings: Meeting[] }) {
  const { next, now } = useNextMeeting(meetings);
  if (!next) return <p>No meetings scheduled.</p>;
  return <NextMeetingWidget key={next._id} meeting={next} now={now} />;
}
