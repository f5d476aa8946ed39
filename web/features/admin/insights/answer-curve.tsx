import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Line, LinePath } from "@visx/shape";
import type { DealCurve } from "../../../../core/schemas/insights";

// One deal's answers against its respond-by date (docs/product.md, "Insights"): how many of the
// firms it went to had answered by each business day after it was first shared, as steps, with the
// date asked marked. Drawn with visx like the bars (docs/decisions/081-insights-charts.md).

const WIDTH = 280;
const HEIGHT = 160;
const MARGIN = { top: 10, right: 10, bottom: 28, left: 32 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/** The curve's corners: flat until each answer's day, then up to its count. */
function steps(deal: DealCurve, lastDay: number) {
  const corners: [number, number][] = [[0, 0]];
  let answered = 0;
  for (const point of deal.curve) {
    corners.push([point.day, answered], [point.day, point.answered]);
    answered = point.answered;
  }
  corners.push([lastDay, answered]);
  return corners;
}

export function AnswerCurve({ deal }: { deal: DealCurve }) {
  const lastDay = Math.max(
    1,
    (deal.respondByDay ?? 0) + 1,
    ...deal.curve.map((point) => point.day + 1),
  );
  const x = scaleLinear({ domain: [0, lastDay], range: [0, INNER_WIDTH] });
  const y = scaleLinear({ domain: [0, Math.max(1, deal.firms)], range: [INNER_HEIGHT, 0] });
  const answered = deal.curve.at(-1)?.answered ?? 0;
  const label = `${deal.startupName}: ${answered} of ${deal.firms} firms answered${
    deal.respondByDay === null ? "" : `, the date asked being business day ${deal.respondByDay}`
  }`;
  return (
    <figure className="insights-curve">
      <figcaption>{deal.startupName}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft
            scale={y}
            numTicks={Math.min(4, deal.firms)}
            tickFormat={(value) => String(value)}
            axisClassName="insights-axis"
          />
          {deal.respondByDay === null ? null : (
            <Line
              from={{ x: x(deal.respondByDay), y: 0 }}
              to={{ x: x(deal.respondByDay), y: INNER_HEIGHT }}
              className="insights-respond-by"
            />
          )}
          <LinePath
            data={steps(deal, lastDay)}
            x={([day]) => x(day)}
            y={([, count]) => y(count)}
            className="insights-curve-line"
          />
          <AxisBottom
            top={INNER_HEIGHT}
            scale={x}
            numTicks={Math.min(6, lastDay)}
            tickFormat={(value) => String(value)}
            axisClassName="insights-axis"
          />
        </Group>
      </svg>
    </figure>
  );
}
