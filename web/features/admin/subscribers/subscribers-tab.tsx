import { useEffect, useState } from "react";
import { SUBSCRIBER_FEEDBACK_MS } from "../../../../core/constants";
import type { Subscriber } from "../../../../core/schemas/newsletter";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { errorText } from "../../../lib/api";
import { adminApi } from "../admin-api";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { RecordsTable } from "../lists/records-table";
import { useAdminList } from "../lists/use-admin-list";

const TEXTS = {
  loading: "Loading subscribers...",
  empty: "No subscribers found.",
  error: (message: string | undefined) => message ?? "Failed to fetch subscribers",
};

type Feedback = { text: string; ok: boolean };

export function SubscribersTab() {
  const { state, query, replaceItem } = useAdminList("subscribers");
  const [confirming, setConfirming] = useState<Subscriber | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  // The server's answer stays for 3 seconds (docs/product.md §9.4).
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), SUBSCRIBER_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function remove(subscriber: Subscriber) {
    setConfirming(null);
    try {
      const { message } = await adminApi.deleteSubscriber({ email: subscriber.email });
      replaceItem((item) => item.email === subscriber.email, null);
      setFeedback({ text: message, ok: true });
    } catch (error) {
      setFeedback({
        text: errorText(error, {
          fallback: "Failed to delete subscriber",
          network: "Failed to delete subscriber",
        }),
        ok: false,
      });
    }
  }

  return (
    <section aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading">Subscribers</h2>
      <ListToolbar list="subscribers" label="subscribers" query={query} />
      <p className={`feedback ${feedback && !feedback.ok ? "feedback--error" : ""}`} role="status">
        {feedback?.text}
      </p>
      <ListView state={state} texts={TEXTS}>
        {(subscribers) => (
          <RecordsTable
            label="Subscribers"
            items={subscribers}
            rowKey={(subscriber) => subscriber.email}
            columns={[
              { header: "E-mail", cell: (subscriber) => subscriber.email },
              {
                header: "Subscribed",
                cell: (subscriber) => formatDateTime(subscriber.createdAt),
                nowrap: true,
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
