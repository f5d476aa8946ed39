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
  busy,
  onChange,
}: {
  name: string;
  status: PublicationStatus;
  /** A change is on its way. */
  busy: boolean;
  onChange: (status: PublicationStatus) => void;
}) {
  return (
    <>
      {ACTIONS[status].map((action) => (
        <button
          key={action.status}
          type="button"
          className={`button button--small${action.status === "published" ? " button--primary" : ""}`}
          aria-label={`${action.label} ${name}`}
          disabled={busy}
          onClick={() => onChange(action.status)}
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
