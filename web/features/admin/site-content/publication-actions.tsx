import { useState } from "react";
import type { PublicationStatus } from "../../../../core/constants";

const ACTIONS: Record<PublicationStatus, { label: string; status: PublicationStatus }[]> = {
  draft: [
    { label: "Publish", status: "published" },
    { label: "Archive", status: "archived" },
  ],
  published: [
    { label: "Unpublish", status: "draft" },
    { label: "Archive", status: "archived" },
  ],
  archived: [
    { label: "Restore as draft", status: "draft" },
    { label: "Publish", status: "published" },
  ],
};

/** What staff can do with an event or a cohort from where it stands: publish, unpublish, archive. */
export function PublicationActions({
  name,
  status,
  onChange,
}: {
  name: string;
  status: PublicationStatus;
  onChange: (status: PublicationStatus) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      {ACTIONS[status].map((action) => (
        <button
          key={action.status}
          type="button"
          className={`button button--small${action.status === "published" ? " button--primary" : ""}`}
          aria-label={`${action.label} ${name}`}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            onChange(action.status).finally(() => setBusy(false));
          }}
        >
          {action.label}
        </button>
      ))}
    </>
  );
}

export const STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};
