import { getInputProps, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { PitchDeck } from "../../../core/schemas/founder";
import { errorText } from "../../lib/api";
import { failureText, isFailure } from "../../lib/form-action";
import { saveFile } from "../../lib/save-file";
import { useFounderDates } from "./format-date";
import { founderApi } from "./founder-api";
import { answerTo, FOUNDER_INTENTS, type FounderFormAnswer } from "./founder-forms";
import { founderMessage } from "./founder-messages";
import { type Outcome, OutcomeMessage } from "./outcome-message";

const MAX_BYTES = 20 * 1024 * 1024;

/**
 * The pitch deck: the current one, a new PDF (at most 20 MB) or a link to replace it, and the
 * earlier versions with their times. The server judges the file by its content. The link is a
 * route form (`DeckLinkForm`); the upload still sends the file's bytes through the typed client.
 */
export function DeckSection({
  decks,
  decided,
  onChange,
  posted,
}: {
  decks: PitchDeck[];
  /** A decision is made: the decks sent stay readable; no new one is asked for. */
  decided: boolean;
  /** After an upload: the page reads the decks again. */
  onChange: () => void;
  /** What the page's action answered its forms' last post (the link form reads its own). */
  posted: FounderFormAnswer | undefined;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<Outcome>(null);
  const [current, ...earlier] = decks;
  const { t, i18n } = useLingui();
  const { formatDateTime } = useFounderDates();

  async function upload(action: () => Promise<unknown>, done: string) {
    setUploading(true);
    setMessage(null);
    try {
      await action();
      setMessage({ tone: "success", text: done });
      onChange();
    } catch (error) {
      setMessage({
        tone: "error",
        text: founderMessage(
          errorText(error, {
            fallback: t`That did not work. Please try again.`,
            network: t`We could not reach our server. Check your connection and try again.`,
          }),
          i18n,
        ),
      });
    } finally {
      setUploading(false);
    }
  }

  function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setMessage({ tone: "error", text: t`Choose your pitch deck (a PDF) first.` });
      return;
    }
    if (file.size > MAX_BYTES) {
      setMessage({
        tone: "error",
        text: t`This file is larger than 20 MB. Upload a smaller PDF, or give a link to your deck instead.`,
      });
      return;
    }
    void upload(async () => {
      await founderApi.uploadDeck(file);
      if (fileInput.current) fileInput.current.value = "";
      setChosen(null);
    }, t`Your pitch deck is uploaded.`);
  }

  return (
    <section className="card founder-section" aria-labelledby="founder-deck-heading">
      <h2 id="founder-deck-heading">
        <Trans>Your pitch deck</Trans>
      </h2>
      {current ? (
        <div className="founder-deck__current">
          <p>
            <strong>
              <Trans>Current deck:</Trans>
            </strong>{" "}
            <DeckName deck={current} />
            <br />
            <span className="founder-deck__time">
              <Trans>Sent {formatDateTime(current.createdAt)}</Trans>
            </span>
          </p>
        </div>
      ) : decided ? (
        <p>
          <Trans>We have reached a decision on your application, so no pitch deck is needed.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Send us your pitch deck before your pitch: upload it as a PDF, or give a link to it. You
            can replace it at any time; we keep every version.
          </Trans>
        </p>
      )}

      {decided ? null : (
        <>
          <form className="founder-deck__form" onSubmit={onUpload}>
            <div className="field">
              <label htmlFor={`${id}-file`} className="field__label">
                {current
                  ? t`Upload a new version (PDF, at most 20 MB)`
                  : t`Upload your deck (PDF, at most 20 MB)`}
              </label>
              {/* The browser's own "Choose File" control, drawn as the page's buttons: the input
              stays (keyboard, screen readers, drop), hidden under its styled label. */}
              <div className="file-picker">
                <input
                  id={`${id}-file`}
                  ref={fileInput}
                  type="file"
                  accept="application/pdf,.pdf"
                  className="file-picker__input"
                  onChange={(event) => setChosen(event.target.files?.[0]?.name ?? null)}
                />
                <label
                  htmlFor={`${id}-file`}
                  className="button file-picker__button"
                  aria-hidden="true"
                >
                  <Trans>Choose a PDF</Trans>
                </label>
                <span className="file-picker__name">
                  {chosen === null ? t`No file chosen` : <bdi>{chosen}</bdi>}
                </span>
              </div>
            </div>
            <button type="submit" className="button button--primary" disabled={uploading}>
              {uploading ? t`Uploading…` : t`Upload deck`}
            </button>
          </form>

          <DeckLinkForm posted={posted} busy={uploading} />
        </>
      )}

      <OutcomeMessage outcome={message} />

      {earlier.length > 0 ? (
        <>
          <h3>
            <Trans>Earlier versions</Trans>
          </h3>
          <ul className="founder-deck__history">
            {earlier.map((deck) => (
              <li key={deck.id}>
                <DeckName deck={deck} />{" "}
                <span className="founder-deck__time">
                  <Trans>sent {formatDateTime(deck.createdAt)}</Trans>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** A link's address, or an uploaded file's name with a button that downloads it. */
function DeckName({ deck }: { deck: PitchDeck }) {
  const [failed, setFailed] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const downloadFailed = t`Could not download it.`;
  if (deck.kind === "link" && deck.url) {
    return (
      <a
        href={deck.url}
        rel="noopener noreferrer"
        target="_blank"
        className="founder-deck__link"
        dir="ltr"
      >
        {deck.url}
      </a>
    );
  }
  const name = deck.fileName ?? "pitch-deck.pdf";
  return (
    <>
      <button
        type="button"
        className="link-button"
        onClick={async () => {
          setFailed(null);
          try {
            saveFile(await founderApi.deckFile(deck.id), name);
          } catch (error) {
            // The server's reason when it gave one (the file store not answering, …).
            setFailed(
              founderMessage(
                errorText(error, { fallback: downloadFailed, network: downloadFailed }),
                i18n,
              ),
            );
          }
        }}
      >
        <bdi>{name}</bdi>
        <span className="visually-hidden">
          {" "}
          <Trans>(download)</Trans>
        </span>
      </button>
      {deck.size ? (
        <>
          {" "}
          (<bdi dir="ltr">{formatSize(deck.size)}</bdi>)
        </>
      ) : null}
      {failed ? <span className="field__error"> {failed}</span> : null}
    </>
  );
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * "Or give a link to your deck": a route form (docs/decisions/076-route-forms.md) posted to the
 * page's action, which checks the link with the API's schema and keeps it; the loader then reads
 * the decks again. It carries no schema: the browser checks the address (`type="url"`) and the
 * action checks it again (an https link).
 */
function DeckLinkForm({ posted, busy }: { posted: FounderFormAnswer | undefined; busy: boolean }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const answered = answerTo(FOUNDER_INTENTS.deckLink, posted);
  const [form, fields] = useForm<{ url: string }>({
    id: `${id}-link`,
    lastResult: answered && "result" in answered ? answered.result : undefined,
  });
  const posting = useNavigation().formData?.get("intent") === FOUNDER_INTENTS.deckLink;
  const { key, ...url } = getInputProps(fields.url, { type: "url", ariaAttributes: false });
  const urlError = fields.url.errors?.[0];
  const failed =
    answered && isFailure(answered)
      ? failureText(answered, {
          fallback: t`That did not work. Please try again.`,
          network: t`We could not reach our server. Check your connection and try again.`,
        })
      : form.errors?.[0];
  const saved = answered !== undefined && !isFailure(answered) && answered.done;
  return (
    <Form
      method="post"
      preventScrollReset
      id={form.id}
      onSubmit={form.onSubmit}
      className="founder-deck__form"
    >
      <input type="hidden" name="intent" value={FOUNDER_INTENTS.deckLink} />
      <div className="field">
        <label htmlFor={`${id}-url`} className="field__label">
          <Trans>Or give a link to your deck</Trans>
        </label>
        <input
          key={key}
          {...url}
          id={`${id}-url`}
          inputMode="url"
          placeholder="https://"
          dir="ltr"
          required
          aria-invalid={urlError ? true : undefined}
          aria-describedby={urlError ? `${id}-url-error` : undefined}
        />
        {urlError ? (
          <p id={`${id}-url-error`} className="field__error">
            {founderMessage(urlError, i18n)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy || posting}>
        {posting ? t`Saving…` : t`Save link`}
      </button>
      <OutcomeMessage
        outcome={
          failed
            ? { tone: "error", text: founderMessage(failed, i18n) }
            : saved
              ? { tone: "success", text: t`The link to your pitch deck is saved.` }
              : null
        }
      />
    </Form>
  );
}
