import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatAmount } from "../../../../core/currencies";
import { CHEQUE_CURRENCIES } from "../../../../core/schemas/deal-firm";
import { type Memo, type MemoVersion, memoFormSchema } from "../../../../core/schemas/deal-memo";
import type { ReportScorecard } from "../../../../core/schemas/scorecard";
import { formatScore } from "../../../../core/scorecard";
import { FormAlert } from "../../../components/ui/form-alert";
import { ChoiceField, LongTextField, TextField } from "../../../components/ui/form-fields";
import { TopicMediansTable } from "../../../components/ui/topic-medians-table";
import { errorText } from "../../../lib/api";
import { type FormReply, useOnSaved } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import "../../../styles/deals.css";

const roundText = (version: Pick<MemoVersion, "roundSize" | "roundCurrency">) =>
  version.roundSize === null ? "Not set" : formatAmount(version.roundCurrency, version.roundSize);

/** The scorecards' part of the memo: per-topic medians, weighted total, reviewers, red flags. */
export function MemoScorecard({ scorecard }: { scorecard: ReportScorecard }) {
  return (
    <div className="memo-scorecard">
      <p>
        Weighted total <strong>{formatScore(scorecard.weightedTotal)}</strong> (median of{" "}
        {scorecard.reviewers} {scorecard.reviewers === 1 ? "reviewer" : "reviewers"}
        {scorecard.spread !== null ? `, spread ${formatScore(scorecard.spread)}` : ""})
      </p>
      <TopicMediansTable
        topics={scorecard.topics}
        caption="Median score per topic"
        captionHidden
        className="memo-scorecard__topics"
      />
      <h5>Red flags</h5>
      {scorecard.redFlags.length === 0 ? (
        <p>None raised.</p>
      ) : (
        <ul>
          {scorecard.redFlags.map((flag) => (
            <li key={`${flag.reviewerName}-${flag.note}`}>
              {flag.note} ({flag.reviewerName})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the form starts from: the latest version's text, and no change note yet. */
const valuesOf = (version?: MemoVersion) => ({
  summary: version?.summary ?? "",
  risks: version?.risks ?? "",
  proposedTerms: version?.proposedTerms ?? "",
  roundSize: version?.roundSize?.toString() ?? "",
  roundCurrency: version?.roundCurrency ?? "USD",
  changeNote: "",
});

/**
 * The memo's text: the draft's, or the next version's (which says what changed). A conform form
 * posted to the record's clientAction (`memo-save` or `memo-version`), checked with the same
 * schema there and in the browser. The form owns its fetcher, drawn afresh each time it opens, and
 * closes once its save went through.
 */
function MemoForm({
  from,
  nextVersion,
  onClose,
}: {
  from: MemoVersion | undefined;
  /** Set when this starts a new version after a shared one. */
  nextVersion: number | null;
  onClose: () => void;
}) {
  const saving = useFetcher<FormReply>();
  useOnSaved(saving, onClose);
  const schema = memoFormSchema({ nextVersion: nextVersion !== null });
  const [form, fields] = useForm({
    id: "memo-form",
    defaultValue: valuesOf(from),
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  return (
    <saving.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="memo-form"
    >
      <input
        type="hidden"
        name="intent"
        value={nextVersion === null ? "memo-save" : "memo-version"}
      />
      <LongTextField field={fields.summary} label="Summary" rows={4} />
      <LongTextField field={fields.risks} label="Risks" rows={3} />
      <LongTextField field={fields.proposedTerms} label="Proposed terms" rows={3} />
      <div className="memo-form__round">
        <TextField field={fields.roundSize} label="Round size" optional inputMode="numeric" />
        <ChoiceField
          field={fields.roundCurrency}
          label="Round currency"
          placeholder="Choose a currency"
          options={CHEQUE_CURRENCIES}
        />
      </div>
      {nextVersion !== null ? (
        <TextField
          field={fields.changeNote}
          label="What changed"
          hint="Everyone the memo was shared with is told this"
        />
      ) : null}
      <FormAlert message={form.errors?.[0] ?? null} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={saving.state !== "idle"}>
          {nextVersion === null ? "Save memo" : `Save version ${nextVersion}`}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </saving.Form>
  );
}

function MemoParts({ memo }: { memo: Memo }) {
  // The memo's form closes once its save went through.
  const [editing, setEditing] = useState(false);
  const latest = memo.versions[0];
  const locked = latest?.sharedAt != null;
  const nextVersion = latest && locked ? latest.version + 1 : null;
  return (
    <>
      {latest ? (
        <p className="record__meta">
          Version {latest.version} ·{" "}
          {locked
            ? `shared ${formatDateTime(latest.sharedAt ?? "")}, locked`
            : "draft, not shared yet"}{" "}
          · last saved by {latest.editedByName}, {formatDateTime(latest.updatedAt)}
        </p>
      ) : (
        <p className="record__meta">No memo yet: write the first version.</p>
      )}
      {editing ? (
        <MemoForm from={latest} nextVersion={nextVersion} onClose={() => setEditing(false)} />
      ) : (
        <>
          {latest ? (
            <dl className="fields">
              <dt>Summary</dt>
              <dd className="fields__long">{latest.summary || "—"}</dd>
              <dt>Risks</dt>
              <dd className="fields__long">{latest.risks || "—"}</dd>
              <dt>Proposed terms</dt>
              <dd className="fields__long">{latest.proposedTerms || "—"}</dd>
              <dt>Round size</dt>
              <dd>{roundText(latest)}</dd>
              {latest.changeNote ? (
                <>
                  <dt>What changed</dt>
                  <dd>{latest.changeNote}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <div className="content-actions">
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {!latest
                ? "Write the memo"
                : nextVersion !== null
                  ? `Start version ${nextVersion}`
                  : "Edit the memo"}
            </button>
          </div>
        </>
      )}
      <h4>Scorecards{latest ? ` (as saved in version ${latest.version})` : " (now)"}</h4>
      <MemoScorecard scorecard={latest?.scorecard ?? memo.scorecard} />
      {memo.versions.length > 1 ? (
        <>
          <h4>Earlier versions</h4>
          <ul>
            {memo.versions.slice(1).map((version) => (
              <li key={version._id}>
                Version {version.version}
                {version.sharedAt ? `, shared ${formatDateTime(version.sharedAt)}` : ""}
                {version.changeNote ? `: ${version.changeNote}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The analyst memo of the application (admins): its latest version, edited here. */
export function MemoSection({ memo }: { memo: Promise<Memo> }) {
  return (
    <section aria-labelledby="memo-heading" className="memo-section">
      <h3 id="memo-heading">Analyst memo</h3>
      <Loaded
        data={memo}
        loading={<p role="status">Loading the memo…</p>}
        failure={(error) => (
          <p className="field__error">
            {errorText(error, {
              fallback: "Could not load the memo.",
              network: "Could not load the memo.",
            })}
          </p>
        )}
      >
        {(loaded) => <MemoParts memo={loaded} />}
      </Loaded>
    </section>
  );
}
