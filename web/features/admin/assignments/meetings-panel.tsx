import { useState } from "react";
import { CallMeetingDialog } from "./call-meeting-dialog";
import { NextMeetingWidget } from "./next-meeting-widget";
import { useMeetings } from "./use-meetings";

/** The 'Call for Meeting' button and the next-meeting widget. */
export function MeetingsPanel() {
  const meetings = useMeetings();
  const [calling, setCalling] = useState(false);
  return (
    <section className="assign-card meetings-panel" aria-labelledby="meetings-heading">
      <div className="assign-card__head">
        <h2 id="meetings-heading">Next meeting</h2>
        <button type="button" className="button button--primary" onClick={() => setCalling(true)}>
          Call for Meeting
        </button>
      </div>
      {meetings.loading ? <p role="status">Loading meetings...</p> : null}
      {meetings.failure ? (
        <p className="field__error" role="alert">
          {meetings.failure}
        </p>
      ) : null}
      {!meetings.loading && !meetings.failure && !meetings.next ? (
        <p>No meetings scheduled.</p>
      ) : null}
      {meetings.next ? (
        <NextMeetingWidget
          key={meetings.next._id}
          meeting={meetings.next}
          now={meetings.now}
          onChanged={(meeting) => {
            meetings.replace(meeting);
            void meetings.refresh();
          }}
          onCancelled={() => void meetings.refresh()}
        />
      ) : null}
      <CallMeetingDialog
        open={calling}
        onClose={() => setCalling(false)}
        onScheduled={() => void meetings.refresh()}
      />
    </section>
  );
}
