import { type FormEvent, useState } from "react";
import { CHEQUE_CURRENCIES } from "../../../../core/schemas/affiliated-firm";
import {
  type Memo,
  type MemoInput,
  MemoInputSchema,
  type MemoVersion,
} from "../../../../core/schemas/deal-memo";
import type { ReportScorecard } from "../../../../core/schemas/scorecard";
import { formatScore } from "../../../../core/scorecard";
import { Field } from "../../../components/ui/field";
import { TopicMediansTable } from "../../../components/ui/topic-medians-table";
import { errorText } from "../../../lib/api";
import { AS_JSON, useFormFetcher } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import type { MemoIntent, MemoSaved } from "./memo-action";
import "../../../styles/syndication.css";

const roundText = (version: Pick<MemoVersion, "roundSize" | "roundCurrency">) =>
  version.roundSize === null
    ? "Not set"
    : `${version.roundCurrency} ${version.roundSize.toLocaleString("en-US")}`;

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

type Values = {
  summary: string;
  risks: string;
  proposedTerms: string;
  roundSize: string;
  roundCurrency: string;
  changeNote: string;
};
const valuesOf = (version?: MemoVersion): Values => ({
  summary: version?.summary ?? "",
  risks: version?.risks ?? "",
  proposedTerms: version?.proposedTerms ?? "",
  roundSize: version?.roundSize?.toString() ?? "",
  roundCurrency: version?.roundCurrency ?? "USD",
  changeNote: "",
});
const toInput = (values: Values): MemoInput => {
  const plain = values.roundSize.replace(/[,\s]/g, "");
  return {
    ...values,
    roundSize: plain === "" ? null : /^\d+$/.test(plain) ? Number(plain) : Number.NaN,
    roundCurrency: values.roundCurrency as MemoInput["roundCurrency"],
  };
};

/** The memo's text: the draft's, or the next version's (which says what changed). */
function MemoForm({
  from,
  nextVersion,
  saved,
  onCancel,
}: {
  from: MemoVersion | undefined;
  /** Set when this starts a new version after a shared one. */
  nextVersion: number | null;
  saved: ReturnType<typeof useFormFetcher<true, MemoSaved>>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(valuesOf(from));
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const server: Record<string, string> = {};
  for (const issue of saved.refused?.issues ?? []) server[issue.path] ??= issue.message;
  const errors = checked ?? server;
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = toInput(values);
    const parsed = MemoInputSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    if (nextVersion !== null && !values.changeNote.trim()) {
      found.changeNote = "Say what changed in this version";
    }
    if (Object.keys(found).length > 0) {
      setChecked(found);
      return;
    }
    setChecked(null);
    const intent: MemoIntent = {
      intent: nextVersion === null ? "memo-save" : "memo-version",
      input,
    };
    void saved.fetcher.submit(intent, AS_JSON);
  }

  return (
    <form noValidate onSubmit={submit} className="memo-form">
      <Field label="Summary" error={errors.summary}>
        {(control) => (
          <textarea {...control} rows={4} value={values.summary} onChange={set("summary")} />
        )}
      </Field>
      <Field label="Risks" error={errors.risks}>
        {(control) => (
          <textarea {...control} rows={3} value={values.risks} onChange={set("risks")} />
        )}
      </Field>
      <Field label="Proposed terms" error={errors.proposedTerms}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.proposedTerms}
            onChange={set("proposedTerms")}
          />
        )}
      </Field>
      <div className="memo-form__round">
        <Field label="Round size" optional error={errors.roundSize}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={values.roundSize}
              onChange={set("roundSize")}
            />
          )}
        </Field>
        <Field label="Round currency" error={errors.roundCurrency}>
          {(control) => (
            <select {...control} value={values.roundCurrency} onChange={set("roundCurrency")}>
              {CHEQUE_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {nextVersion !== null ? (
        <Field
          label="What changed"
          hint="Everyone the memo was shared with is told this"
          error={errors.changeNote}
        >
          {(control) => (
            <input {...control} value={values.changeNote} onChange={set("changeNote")} />
          )}
        </Field>
      ) : null}
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={saved.busy}>
          {nextVersion === null ? "Save memo" : `Save version ${nextVersion}`}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function MemoParts({ memo }: { memo: Memo }) {
  const saving = useFormFetcher<true, MemoSaved>();
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
      {saving.shown ? (
        <MemoForm from={latest} nextVersion={nextVersion} saved={saving} onCancel={saving.close} />
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
            <button type="button" className="button" onClick={() => saving.open(true)}>
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
