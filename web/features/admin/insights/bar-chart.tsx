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
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** A category's name under its bars, cut short where it would run into the next (the table has it whole). */
const shortened = (name: string) => (name.length > 8 ? `${name.slice(0, 7)}…` : name);

/**
 * One group of bars per category (a month, a reviewer, a firm), a bar per series in each, on a
 * scale from 0 to the highest value. `label` names the picture; the legend names the series.
 */
export function BarChart({
  label,
  categories,
  series,
  formatValue = String,
}: {
  label: string;
  categories: string[];
  series: BarSeries[];
  formatValue?: (value: number) => string;
}) {
  const x = scaleBand({ domain: categories, range: [0, INNER_WIDTH], padding: 0.2 });
  const inner = scaleBand({
    domain: series.map((each) => each.label),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const highest = Math.max(1, ...series.flatMap((each) => each.values));
  const y = scaleLinear({ domain: [0, highest], range: [INNER_HEIGHT, 0], nice: true });
  return (
    <div className="insights-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
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
            tickFormat={shortened}
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
