import { Trans } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import { useFigureText } from "../../i18n/digits";

/** A row: its label in the page's language, and its share of the whole. */
type Share = { readonly key: string; readonly label: string; readonly percent: number };

type ChartProps = {
  id: string;
  caption: string;
  note: string;
  /** The header of the label column: "Cause", "Sector". */
  labelHeading: string;
  shares: readonly Share[];
};

function ChartHead({ id, caption, note }: Pick<ChartProps, "id" | "caption" | "note">) {
  return (
    <figcaption>
      <span id={id} className="chart__title">
        {caption}
      </span>
      <span className="chart__note">{note}</span>
    </figcaption>
  );
}

/**
 * A bar chart that is a table: screen readers and search engines read the rows, sighted visitors
 * see each row's bar, drawn by CSS from the same number.
 */
export function BarChart({ id, caption, note, labelHeading, shares }: ChartProps) {
  const figure = useFigureText();
  // Bars are drawn against the largest share, so their lengths keep the numbers' proportions.
  const largest = Math.max(...shares.map((share) => share.percent));
  return (
    <figure className="chart">
      <ChartHead id={id} caption={caption} note={note} />
      <table className="bar-chart" aria-labelledby={id}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">
              <Trans>Share</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shares.map((share) => (
            <tr key={share.key} style={{ "--share": share.percent / largest } as CSSProperties}>
              <th scope="row">{share.label}</th>
              <td>
                <span className="bar-chart__line">
                  <span className="bar-chart__track" aria-hidden="true">
                    <span className="bar-chart__bar" />
                  </span>
                  <bdi className="bar-chart__value">{figure(`${share.percent}%`)}</bdi>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Parts under this share are too narrow for their label on a phone; the legend gives it. */
const NARROW_PART = 15;

/** Shares of a whole as one stacked bar, with the table under it as its legend. */
export function StackedShareChart({ id, caption, note, labelHeading, shares }: ChartProps) {
  const figure = useFigureText();
  return (
    <figure className="chart">
      <ChartHead id={id} caption={caption} note={note} />
      <div className="stacked" aria-hidden="true">
        {shares.map((share, index) => (
          <span
            key={share.key}
            className={`stacked__part swatch-${index}${share.percent < NARROW_PART ? " stacked__part--narrow" : ""}`}
            style={{ width: `${share.percent}%` }}
          >
            {share.percent >= 10 ? figure(`${share.percent}%`) : ""}
          </span>
        ))}
      </div>
      <table className="legend" aria-labelledby={id}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">
              <Trans>Share</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shares.map((share, index) => (
            <tr key={share.key}>
              <th scope="row">
                <span className={`legend__swatch swatch-${index}`} aria-hidden="true" />
                {share.label}
              </th>
              <td>
                <bdi>{figure(`${share.percent}%`)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
