import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";

// Bars drawn with visx (docs/decisions/081-insights-charts.md): plain SVG, the same on the server
// and in the browser. A chart is a picture of its table, which the screen shows beside it, so the
// picture is one image with a name and its parts are not read out one by one.

export type BarSeries = { label: string; values: number[] };

const WIDTH = 560;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 32, left: 56 };
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Names (people, firms) run under their bars slanted, in room of their own below and left. */
const NAMES_BELOW = 112;
const NAMES_LEFT = 112;
const SLANTED = { angle: -40, textAnchor: "end", dx: "-0.25em", dy: "0.25em" } as const;

/** A name under its bars, cut short past a length (the table has it whole). */
const shortened = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/**
 * One group of bars per category (a month, a reviewer, a firm), a bar per series in each, on a
 * scale from 0 to the highest value. `label` names the picture; the legend names the series.
 * Categories that are `names` are written slanted, so long ones do not run into each other.
 */
export function BarChart({
  label,
  categories,
  series,
  names = false,
  formatValue = String,
}: {
  label: string;
  categories: string[];
  series: BarSeries[];
  names?: boolean;
  formatValue?: (value: number) => string;
}) {
  const height = HEIGHT + (names ? NAMES_BELOW : 0);
  const left = names ? NAMES_LEFT : MARGIN.left;
  const x = scaleBand({
    domain: categories,
    range: [0, WIDTH - left - MARGIN.right],
    padding: 0.2,
  });
  const inner = scaleBand({
    domain: series.map((each) => each.label),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const highest = Math.max(1, ...series.flatMap((each) => each.values));
  const y = scaleLinear({ domain: [0, highest], range: [INNER_HEIGHT, 0], nice: true });
  return (
    <div className="insights-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
        <Group left={left} top={MARGIN.top}>
          <AxisLeft
            scale={y}
            numTicks={Math.min(4, highest)}
            tickFormat={(value) => formatValue(Number(value))}
            axisClassName="insights-axis"
          />
          {categories.map((category, index) => (
            <Group key={category} left={x(category) ?? 0}>
              {series.map((each, place) => {
                const value = each.values[index] ?? 0;
                return (
                  <Bar
                    key={each.label}
                    x={inner(each.label) ?? 0}
                    y={y(value)}
                    width={inner.bandwidth()}
                    height={INNER_HEIGHT - y(value)}
                    className={`insights-series-${place + 1}`}
                  />
                );
              })}
            </Group>
          ))}
          <AxisBottom
            top={INNER_HEIGHT}
            scale={x}
            numTicks={categories.length}
            tickFormat={names ? shortened : undefined}
            tickLabelProps={names ? SLANTED : undefined}
            axisClassName="insights-axis"
          />
        </Group>
      </svg>
      {series.length > 1 ? <Legend labels={series.map((each) => each.label)} /> : null}
    </div>
  );
}

/** The series' names beside their colours. */
export function Legend({ labels }: { labels: string[] }) {
  return (
    <ul className="insights-legend">
      {labels.map((label, place) => (
        <li key={label}>
          <span className={`insights-swatch insights-series-${place + 1}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
