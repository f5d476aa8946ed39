import { getCollectionProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import {
  DEAL_LINK_DAYS_DEFAULT,
  DEAL_LINK_DAYS_MAX,
  DEAL_RESPOND_DAYS_DEFAULT,
  DEAL_RESPOND_DAYS_MAX,
  type DealSharing,
  type ShareCandidate,
  ShareFormSchema,
} from "../../../../core/schemas/deal-sharing";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorText } from "../../../lib/api";
import { AS_JSON, type FormAnswer, type FormReply } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import type { SharingIntent } from "./sharing-action";

const MATCH_LABELS = { sector: "sector", stage: "stage", region: "region" } as const;

/** The rights a share starts from, every time: nothing is kept from the last share. */
const SHARE_DEFAULTS = {
  firmIds: [] as string[],
  expiresInDays: String(DEAL_LINK_DAYS_DEFAULT),
  respondInBusinessDays: String(DEAL_RESPOND_DAYS_DEFAULT),
  deckDownload: "",
};

const DAY_MS = 86_400_000;
/** "31 Dec 2026": the last day a link made today works. */
const untilDay = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
  });

/** What each chosen firm will get, said before anything is sent. */
function ShareSummary({
  firms,
  days,
  respondDays,
  deckDownload,
}: {
  firms: ShareCandidate[];
  days: string;
  respondDays: string;
  deckDownload: boolean;
}) {
  const respond = Number(respondDays);
  const answer =
    Number.isInteger(respond) && respond >= 1 && respond <= DEAL_RESPOND_DAYS_MAX
      ? `an answer asked within ${respond} business ${respond === 1 ? "day" : "days"}`
      : `answer: enter 1 to ${DEAL_RESPOND_DAYS_MAX} business days`;
  const count = Number(days);
  const until =
    Number.isInteger(count) && count >= 1 && count <= DEAL_LINK_DAYS_MAX
      ? `links until ${untilDay(count)} (${count} ${count === 1 ? "day" : "days"})`
      : "links: enter 1 to 90 days";
  return (
    <section className="share-summary" aria-labelledby="share-summary-heading">
      <h4 id="share-summary-heading">What each firm will get</h4>
      {firms.length === 0 ? (
        <p className="record__meta">Choose firms to see what each will get.</p>
      ) : (
        <ul>
          {firms.map((firm) => (
            <li key={firm.firmId}>
              <strong>{firm.name}</strong>: the memo's latest version · the deck to read in the room
              · {deckDownload ? "may download the deck, stamped" : "no deck download"} · {until} ·{" "}
              {answer}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A checkbox group's value as conform holds it: none, one, or several. */
const listOf = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Why a firm is where it is in the list: its answers on similar deals, its thesis, its people. */
function candidateMeta(candidate: ShareCandidate): string {
  if (candidate.neverSend) return `Never send: ${candidate.neverSendReason}`;
  const similar = candidate.interestedOnSimilar;
  return [
    similar > 0
      ? `answered Interested or better on ${similar} similar ${similar === 1 ? "deal" : "deals"}`
      : null,
    candidate.matches.length > 0
      ? `fits its ${candidate.matches.map((m) => MATCH_LABELS[m]).join(", ")}`
      : "thesis does not fit",
    `${candidate.people} ${candidate.people === 1 ? "person" : "people"}`,
  ]
    .filter((part) => part !== null)
    .join(" · ");
}

/**
 * Choose firms (those interested in similar deals first, then thesis matches; "never send" ones
 * cannot be ticked) and share. A conform form posted to the record's clientAction (`share`); it starts from SHARE_DEFAULTS, and goes back
 * to them once a share is sent, so no right chosen for one firm carries over to the next.
 */
function ShareForm({ candidates }: { candidates: ShareCandidate[] }) {
  const fetcher = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "share-form",
    defaultValue: SHARE_DEFAULTS,
    lastResult: fetcher.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ShareFormSchema }),
  });
  const open = candidates.filter((c) => !c.shared);
  const chosen = listOf(fields.firmIds.value as string | string[] | undefined);
  const days = fields.expiresInDays.value ?? SHARE_DEFAULTS.expiresInDays;
  const deckDownload = fields.deckDownload.value === "on";
  const boxes = getCollectionProps(fields.firmIds, {
    type: "checkbox",
    options: open.map((candidate) => candidate.firmId),
    ariaAttributes: false,
  });
  const { key: deckKey, ...deckBox } = getInputProps(fields.deckDownload, {
    type: "checkbox",
    ariaAttributes: false,
  });
  const firmsError = fields.firmIds.errors?.[0];

  if (candidates.length === 0) {
    return (
      <p className="list-message">No affiliated firms yet: add them under Affiliated firms.</p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="share-form"
    >
      <input type="hidden" name="intent" value="share" />
      <fieldset
        className="firm-form__choices"
        aria-describedby={firmsError ? "share-firms-error" : undefined}
      >
        <legend className="field__label">
          Firms (those interested in similar deals first, then those whose thesis fits)
        </legend>
        <ul className="share-candidates">
          {open.map((candidate, index) => {
            const { key, ...box } = boxes[index] ?? {};
            return (
              <li key={key ?? candidate.firmId}>
                <label className="checkbox">
                  <input {...box} disabled={candidate.neverSend} /> {candidate.name}
                </label>{" "}
                <span className="record__meta">{candidateMeta(candidate)}</span>
              </li>
            );
          })}
        </ul>
        {firmsError ? (
          <p id="share-firms-error" className="field__error">
            {firmsError}
          </p>
        ) : null}
      </fieldset>
      <Field label="Links work for (days)" error={fields.expiresInDays.errors?.[0]}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className="share-form__days"
            name={fields.expiresInDays.name}
            key={fields.expiresInDays.key}
            defaultValue={fields.expiresInDays.initialValue}
          />
        )}
      </Field>
      <Field
        label="Answer asked within (business days)"
        hint="Reminders go 3 business days before the date and on the day, to those who have not answered."
        error={fields.respondInBusinessDays.errors?.[0]}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className="share-form__days"
            name={fields.respondInBusinessDays.name}
            key={fields.respondInBusinessDays.key}
            defaultValue={fields.respondInBusinessDays.initialValue}
          />
        )}
      </Field>
      <label className="checkbox">
        <input key={deckKey} {...deckBox} /> Let them download the pitch deck (each copy stamped
        with the reader's address)
      </label>
      <ShareSummary
        firms={open.filter((candidate) => chosen.includes(candidate.firmId))}
        days={days}
        respondDays={fields.respondInBusinessDays.value ?? SHARE_DEFAULTS.respondInBusinessDays}
        deckDownload={deckDownload}
      />
      <FormAlert message={form.errors?.[0] ?? null} />
      <div className="content-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={fetcher.state !== "idle"}
        >
          Share with {chosen.length} {chosen.length === 1 ? "firm" : "firms"}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** Who has the deal: each firm, each person's link, what they did; revoke per person or firm. */
function SharedWith({ sharing }: { sharing: DealSharing }) {
  const fetcher = useFetcher<FormAnswer>();
  const revoke = (intent: SharingIntent) => void fetcher.submit(intent, AS_JSON);
  if (sharing.shares.length === 0)
    return <p className="list-message">Not shared with any firm yet.</p>;
  const latest = sharing.latestMemo;
  const behind = latest
    ? sharing.shares.filter((share) => !share.revokedAt && share.memoVersion < latest.version)
    : [];
  return (
    <>
      {latest && behind.length > 0 ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={fetcher.state !== "idle"}
            onClick={() => revoke({ intent: "share-latest" })}
          >
            Send version {latest.version} to the {behind.length}{" "}
            {behind.length === 1 ? "firm" : "firms"} on an earlier one
          </button>{" "}
          <span className="record__meta">
            Their links then open version {latest.version}; each person is mailed what changed.
          </span>
        </p>
      ) : null}
      <ul className="records">
        {sharing.shares.map((share) => (
          <li key={share._id} className="record">
            <p className="record__title">
              {share.firmName}
              {share.revokedAt ? " (revoked)" : ""}
            </p>
            <p className="record__meta">
              Memo version {share.memoVersion} · shared by {share.sharedByName},{" "}
              {formatDateTime(share.createdAt)}
            </p>
            <ul className="deal-links">
              {share.links.map((link) => (
                <li key={link._id}>
                  {link.personName} · {link.email} ·{" "}
                  {link.revokedAt
                    ? `revoked ${formatDateTime(link.revokedAt)}`
                    : `link until ${formatDateTime(link.expiresAt)}`}
                  {link.termsAcceptedAt
                    ? ` · terms accepted by ${link.termsAcceptedBy} from ${link.termsIp}, ${formatDateTime(link.termsAcceptedAt)}`
                    : " · terms not accepted yet"}
                  {link.lastViewedAt ? ` · last read ${formatDateTime(link.lastViewedAt)}` : ""}
                  {link.revokedAt ? null : (
                    <>
                      {" "}
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => revoke({ intent: "revoke-link", linkId: link._id })}
                      >
                        Revoke {link.personName}'s link
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {share.revokedAt ? null : (
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={share.deckDownload}
                  disabled={fetcher.state !== "idle"}
                  onChange={(event) =>
                    revoke({
                      intent: "deck-download",
                      shareId: share._id,
                      allowed: event.target.checked,
                    })
                  }
                />{" "}
                {share.firmName} may download the deck, stamped
              </label>
            )}
            {share.revokedAt ? null : (
              <button
                type="button"
                className="button"
                onClick={() => revoke({ intent: "revoke-share", shareId: share._id })}
              >
                Revoke every link of {share.firmName}
              </button>
            )}
          </li>
        ))}
      </ul>
      <h4>Access</h4>
      {sharing.access.length === 0 ? (
        <p className="list-message">Nobody has opened a link yet.</p>
      ) : (
        <ol className="deal-access">
          {sharing.access.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the trail is read-only and in order
            <li key={index}>
              {formatDateTime(event.createdAt)} · {event.firmName ?? "—"} · {event.email} ·{" "}
              {event.event}
              {event.ip ? ` · ${event.ip}` : ""}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

const failure = (what: string) => (error: unknown) => (
  <p className="field__error">{errorText(error, { fallback: what, network: what })}</p>
);

/** Sharing the deal with affiliated firms (admins), under the memo in an application's record. */
export function SharingSection({
  candidates,
  sharing,
}: {
  candidates: Promise<ShareCandidate[]>;
  sharing: Promise<DealSharing>;
}) {
  return (
    <section aria-labelledby="sharing-heading" className="memo-section">
      <h3 id="sharing-heading">Share with affiliated firms</h3>
      <p className="record__meta">
        Sharing locks the memo's latest version. Each person listed at a firm gets a link of their
        own by mail; opening it asks for a code sent to their address and the confidentiality terms.
      </p>
      <Loaded
        data={candidates}
        loading={<p role="status">Loading the firms…</p>}
        failure={failure("Could not load the firms.")}
      >
        {(loaded) => <ShareForm candidates={loaded} />}
      </Loaded>
      <h4>Shared with</h4>
      <Loaded
        data={sharing}
        loading={<p role="status">Loading who has the deal…</p>}
        failure={failure("Could not load who has the deal.")}
      >
        {(loaded) => <SharedWith sharing={loaded} />}
      </Loaded>
    </section>
  );
}
