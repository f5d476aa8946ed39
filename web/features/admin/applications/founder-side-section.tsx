import "../../../styles/founder-side.css";
import { useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { FounderSide, PitchDeck } from "../../../../core/schemas/founder";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ReceiptDownload } from "../../../components/ui/receipt-download";
import { errorText } from "../../../lib/api";
import { AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import { AdminsOnly } from "../signed-in-staff";
import type { ApplicationIntent, LinksRevoked } from "./application-action";
import { DeckViewer, deckPath, useDeck } from "./deck-viewer";
import { founderSideApi } from "./founder-side-api";

/**
 * The founder's side of an application in its details: the pitch deck (shown beside the answers),
 * the receipt, and the founder's private links, which an admin can revoke.
 */
export function FounderSideSection({
  applicationId,
  side,
}: {
  applicationId: string;
  side: Promise<FounderSide>;
}) {
  return (
    <Loaded
      data={side}
      loading={<p role="status">Loading the deck, receipt and links…</p>}
      failure={(error) => (
        <p className="field__error">
          {errorText(error, {
            fallback: "Could not load the founder's side.",
            network: "Could not load the founder's side.",
          })}
        </p>
      )}
    >
      {(loaded) => <FounderSideParts applicationId={applicationId} side={loaded} />}
    </Loaded>
  );
}

function FounderSideParts({ applicationId, side }: { applicationId: string; side: FounderSide }) {
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const revoking = useFetcher<LinksRevoked>();
  // The first download of a tax invoice fixes its state: the receipt is read again.
  const { revalidate } = useRevalidator();

  function revoke() {
    setConfirming(false);
    const intent: ApplicationIntent = { intent: "revoke-links" };
    void revoking.submit(intent, AS_JSON);
  }

  if (revoking.data?.error) return <p className="field__error">{revoking.data.error}</p>;
  const [current, ...earlier] = side.decks;
  return (
    <>
      <section aria-label="Pitch deck" className="founder-side">
        <h3>Pitch deck</h3>
        {current ? null : <p>The founder has not sent a deck yet.</p>}
        {current ? (
          <DeckEntry
            applicationId={applicationId}
            deck={current}
            label="Current"
            shown={shown === current.id}
            onToggle={() => setShown(shown === current.id ? null : current.id)}
          />
        ) : null}
        {earlier.map((deck) => (
          <DeckEntry
            key={deck.id}
            applicationId={applicationId}
            deck={deck}
            label="Earlier"
            shown={shown === deck.id}
            onToggle={() => setShown(shown === deck.id ? null : deck.id)}
          />
        ))}
      </section>
      <section aria-label="Receipt" className="founder-side">
        <h3>Receipt</h3>
        {side.receipt ? (
          <>
            <p>
              {side.receipt.number}, {formatDateTime(side.receipt.issuedAt)}
            </p>
            <ReceiptDownload
              receipt={side.receipt}
              texts={{ stateLabel: "The founder's state (for the tax invoice)" }}
              download={(state) => founderSideApi.receipt(applicationId, state)}
              onDownloaded={side.receipt.needsState ? () => void revalidate() : undefined}
            />
          </>
        ) : (
          <p>No receipt: nothing was paid for this application.</p>
        )}
      </section>
      <section aria-label="Founder's page" className="founder-side">
        <h3>Founder's page</h3>
        <p>
          {side.liveLinks === 0
            ? "No private link opens it now; the founder can ask for a new one by e-mail."
            : `${side.liveLinks} private ${side.liveLinks === 1 ? "link opens" : "links open"} it; last opened ${formatDateTime(side.lastUsedAt, "never")}.`}
        </p>
        <AdminsOnly>
          {side.liveLinks > 0 ? (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              Revoke the founder's links
            </button>
          ) : null}
          <ConfirmDialog
            open={confirming}
            title="Revoke the founder's links?"
            confirmLabel="Revoke links"
            onConfirm={() => void revoke()}
            onCancel={() => setConfirming(false)}
          >
            <p>
              Every link the founder holds stops opening their page. They can ask for a new one,
              which goes to the address they applied with.
            </p>
          </ConfirmDialog>
        </AdminsOnly>
      </section>
    </>
  );
}

function DeckEntry({
  applicationId,
  deck,
  label,
  shown,
  onToggle,
}: {
  applicationId: string;
  deck: PitchDeck;
  label: string;
  shown: boolean;
  onToggle: () => void;
}) {
  const pdf = useDeck();
  const when = formatDateTime(deck.createdAt);
  if (deck.kind === "link") {
    return (
      <p>
        {label}, {when}:{" "}
        <a href={deck.url ?? undefined} rel="noopener noreferrer" target="_blank">
          {deck.url}
        </a>
      </p>
    );
  }
  return (
    <div className="founder-side__deck">
      <p>
        {label}, {when}: {deck.fileName}{" "}
        <button
          type="button"
          className="button"
          aria-expanded={shown}
          onClick={() => {
            if (!shown && !pdf.data) void pdf.load(deckPath(applicationId, deck.id));
            onToggle();
          }}
        >
          {shown ? "Hide the deck" : "Show the deck"}
          <span className="visually-hidden"> {deck.fileName}</span>
        </button>
      </p>
      {shown ? <DeckViewer deck={deck} loaded={pdf.data} /> : null}
    </div>
  );
}
