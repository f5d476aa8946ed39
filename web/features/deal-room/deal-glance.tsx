import { dealDay, type FirmDeal, respondByDay } from "../../../core/schemas/deal-sharing";

/**
 * The deal at a glance, where the room opens: the startup, its sector, stage and region, the
 * round, the founders, until when this person's link works, whom to write to, and how many
 * questions the deal holds (docs/product.md, the deal room).
 */
export function DealGlance({ deal, questions }: { deal: FirmDeal; questions: number | null }) {
  const { memo, glance, contact } = deal;
  const round =
    memo.roundSize === null
      ? "Not set yet"
      : `${memo.roundCurrency} ${memo.roundSize.toLocaleString("en-US")}`;
  return (
    <section className="deal-glance" aria-labelledby="deal-glance-heading">
      <h2 id="deal-glance-heading" className="deal-glance__name">
        {deal.startupName}
      </h2>
      <p className="deal-glance__tags">
        <span>{glance.sector}</span>
        <span>{glance.stage}</span>
        {glance.region ? <span>{glance.region}</span> : null}
      </p>
      <dl className="deal-glance__facts">
        <div>
          <dt>Round</dt>
          <dd>{round}</dd>
        </div>
        <div className="deal-glance__wide">
          <dt>Terms proposed</dt>
          <dd>{memo.proposedTerms || "Not set yet"}</dd>
        </div>
        <div>
          <dt>{glance.founders.length === 1 ? "Founder" : "Founders"}</dt>
          <dd>
            {glance.founders.join("; ")} · team of {glance.teamSize}
          </dd>
        </div>
        {deal.respondBy ? (
          <div>
            <dt>Please answer by</dt>
            <dd>{respondByDay(deal.respondBy)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Your link works until</dt>
          <dd>{dealDay(deal.linkExpiresAt)}</dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>
            {questions === null ? (
              "—"
            ) : (
              <a href="#deal-qa-heading">
                {questions === 1 ? "1 question" : `${questions} questions`} on this deal
              </a>
            )}
          </dd>
        </div>
      </dl>
      <p className="deal-glance__contact">
        Shared with {deal.firmName} by {contact.name} of Nakhla Ventures:{" "}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    </section>
  );
}
