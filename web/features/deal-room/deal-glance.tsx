import { Trans, useLingui } from "@lingui/react/macro";
import { dealDay, respondByDay } from "../../../core/deal-links";
import type { FirmDeal } from "../../../core/schemas/deal-sharing";
import { useLocale } from "../../i18n/language";
import { roomAmount } from "./room-words";

/**
 * The deal at a glance, where the room opens: the startup, its sector, stage and region, the
 * round, the founders, until when this person's link works, whom to write to, and how many
 * questions the deal holds (docs/product.md, the deal room).
 */
export function DealGlance({ deal, questions }: { deal: FirmDeal; questions: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { memo, glance, contact, firmName } = deal;
  const round =
    memo.roundSize === null
      ? t`Not set yet`
      : roomAmount(memo.roundCurrency, memo.roundSize, locale);
  const teamSize = glance.teamSize;
  // The glance's tags and the terms are as the application and staff wrote them: in English.
  const english = locale === "ar" ? ({ lang: "en", dir: "auto" } as const) : {};
  return (
    <section className="deal-glance" aria-labelledby="deal-glance-heading">
      <h2 id="deal-glance-heading" className="deal-glance__name">
        {deal.startupName}
      </h2>
      <p className="deal-glance__tags" {...english}>
        <span>{glance.sector}</span>
        <span>{glance.stage}</span>
        {glance.region ? <span>{glance.region}</span> : null}
      </p>
      <dl className="deal-glance__facts">
        <div>
          <dt>{t`Round`}</dt>
          <dd>{round}</dd>
        </div>
        <div className="deal-glance__wide">
          <dt>{t`Terms proposed`}</dt>
          <dd {...(memo.proposedTerms ? english : {})}>{memo.proposedTerms || t`Not set yet`}</dd>
        </div>
        <div>
          <dt>{glance.founders.length === 1 ? t`Founder` : t`Founders`}</dt>
          <dd>
            <bdi>{glance.founders.join("; ")}</bdi> · <Trans>team of {teamSize}</Trans>
          </dd>
        </div>
        {deal.respondBy ? (
          <div>
            <dt>{t`Please answer by`}</dt>
            <dd>{respondByDay(deal.respondBy, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Your link works until`}</dt>
          <dd>{dealDay(deal.linkExpiresAt, locale)}</dd>
        </div>
        <div>
          <dt>{t`Questions`}</dt>
          <dd>
            {questions === null ? (
              "—"
            ) : (
              <a href="#deal-qa-heading">
                {questions === 1
                  ? t`1 question on this deal`
                  : t`${questions} questions on this deal`}
              </a>
            )}
          </dd>
        </div>
      </dl>
      <p className="deal-glance__contact">
        <Trans>
          Shared with <bdi>{firmName}</bdi> by <bdi>{contact.name}</bdi> of Nakhla Ventures:{" "}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </Trans>
      </p>
    </section>
  );
}
