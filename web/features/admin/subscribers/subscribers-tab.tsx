import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { SUBSCRIBER_FEEDBACK_MS } from "../../../../core/constants";
import { SUBSCRIBER_STATUSES } from "../../../../core/mailing-list";
import type { ListPage } from "../../../../core/schemas/list";
import type { Subscriber } from "../../../../core/schemas/newsletter";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { RecordsTable } from "../lists/records-table";
import { SubscriberImport } from "./subscriber-import";
import type { SubscriberDeleted, SubscribersIntent } from "./subscribers-action";

const TEXTS = {
  loading: "Loading subscribers...",
  empty: "No subscribers found.",
  error: (message: string | undefined) => message ?? "Failed to fetch subscribers",
};

export function SubscribersTab({ page }: { page: Promise<ListPage<Subscriber>> }) {
  const [confirming, setConfirming] = useState<Subscriber | null>(null);
  const deleting = useFetcher<SubscriberDeleted>();
  const feedback = deleting.data;
  const { reset } = deleting;

  // The server's answer stays for 3 seconds (docs/product.md, section 9.4).
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(reset, SUBSCRIBER_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback, reset]);

  function remove(subscriber: Subscriber) {
    setConfirming(null);
    const intent: SubscribersIntent = { intent: "delete", email: subscriber.email };
    void deleting.submit(intent, AS_JSON);
  }

  return (
    <section aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading">Subscribers</h2>
      <ListToolbar list="subscribers" label="subscribers" statuses={SUBSCRIBER_STATUSES} />
      <SubscriberImport />
      <p className={`feedback ${feedback && !feedback.ok ? "feedback--error" : ""}`} role="status">
        {feedback?.text}
      </p>
      <ListView page={page} texts={TEXTS}>
        {(subscribers) => (
          <RecordsTable
            label="Subscribers"
            items={subscribers}
            rowKey={(subscriber) => subscriber.email}
            columns={[
              { header: "E-mail", cell: (subscriber) => subscriber.email },
              // The state and its dates (docs/decisions/047-mailing-list.md).
              { header: "State", cell: (subscriber) => subscriber.status, nowrap: true },
              {
                header: "Signed up",
                cell: (subscriber) => formatDateTime(subscriber.createdAt),
                nowrap: true,
              },
              {
                header: "Confirmed",
                cell: (subscriber) => formatDateTime(subscriber.confirmedAt, "—"),
                nowrap: true,
              },
              {
                header: "Left",
                cell: (subscriber) => formatDateTime(subscriber.leftAt, "—"),
                nowrap: true,
              },
              {
                header: "Interests",
                cell: (subscriber) => subscriber.interests.join(", ") || "—",
              },
              {
                header: "Actions",
                hideHeader: true,
                cell: (subscriber) => (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setConfirming(subscriber)}
                  >
                    Delete<span className="visually-hidden"> {subscriber.email}</span>
                  </button>
                ),
              },
            ]}
          />
        )}
      </ListView>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete subscriber"
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && remove(confirming)}
      >
        <p>Remove {confirming?.email} from the newsletter?</p>
      </ConfirmDialog>
    </section>
  );
}
