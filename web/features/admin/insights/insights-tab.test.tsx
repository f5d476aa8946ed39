// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Insights } from "../../../../core/schemas/insights";
import { InsightsParts } from "./insights-tab";
import { csvOf, tablesOf } from "./insights-tables";

// The Insights screen's parts (docs/product.md, 5.14) from figures made by hand: each chart is a
// named picture, its table says the same figures, and the CSV the button saves holds them too.

const months = [
  "2026-01",
  "2026-02",
  "2026-03",
  "2026-04",
  "2026-05",
  "2026-06",
  "2026-07",
  "2026-08",
  "2026-09",
  "2026-10",
  "2026-11",
  "2026-12",
];
const zeroFunnel = (month: string) => ({
  month,
  leads: 0,
  started: 0,
  paid: 0,
  accepted: 0,
  declined: 0,
});

const INSIGHTS: Insights = {
  from: "2026-01",
  to: "2026-12",
  funnel: months.map((month) =>
    month === "2026-11"
      ? { month, leads: 40, started: 20, paid: 8, accepted: 1, declined: 3 }
      : zeroFunnel(month),
  ),
  decisionTimes: {
    months: months.map((month) =>
      month === "2026-11"
        ? { month, decisions: 4, medianDays: 6, p90Days: 12 }
        : { month, decisions: 0, medianDays: null, p90Days: null },
    ),
    distribution: Array.from({ length: 21 }, (_, days) => ({
      days,
      decisions: days === 6 ? 2 : days === 20 ? 1 : 0,
    })),
    medianDays: 6,
    p90Days: 12,
    overdueNow: 3,
  },
  reviewers: [
    {
      name: "Noura Al Habsi",
      scorecards: 12,
      medianDaysToScore: 2,
      lowest: 1.5,
      highest: 4.8,
      deviation: 0.91,
      mean: 3.1,
      flagged: false,
      far: false,
    },
    {
      name: "Omar Siddiqui",
      scorecards: 6,
      medianDaysToScore: 4,
      lowest: 3,
      highest: 3,
      deviation: 0,
      mean: 3,
      flagged: true,
      far: false,
    },
    {
      name: "Faisal Kareem",
      scorecards: 7,
      medianDaysToScore: 3,
      lowest: 0.5,
      highest: 2,
      deviation: 0.52,
      mean: 1.14,
      flagged: false,
      far: true,
    },
  ],
  firms: [
    {
      firmId: "6f1c1f4e-7d5a-4c1e-9a53-1f0f3e0c2b11",
      name: "Gulf Gate Capital",
      received: 4,
      opened: 3,
      answered: 2,
      due: 4,
      answerRatePercent: 50,
      medianDaysToAnswer: 3,
      circles: 1,
      circled: [{ currency: "USD", amount: 250000 }],
    },
  ],
  deals: [
    {
      applicationId: "0a7c7c52-3a4e-4f4a-8f5e-2b9d4b1c6e21",
      startupName: "Sadu Logistics",
      firms: 3,
      respondByDay: 10,
      curve: [
        { day: 2, answered: 1, kind: "interested" },
        { day: 12, answered: 2, kind: "pass" },
      ],
    },
  ],
  fees: months.map((month) =>
    month === "2026-11"
      ? { month, paid: 8, amount: 3_540_000, discounted: 2, discount: 180_000 }
      : { month, paid: 0, amount: 0, discounted: 0, discount: 0 },
  ),
};

const part = (name: string) => screen.getByRole("region", { name });
const row = (partName: string, first: string) =>
  within(part(partName))
    .getAllByRole("row")
    .find((each) => each.firstElementChild?.textContent === first);
const cells = (element: HTMLElement | undefined) =>
  [...(element?.children ?? [])].map((cell) => cell.textContent);

describe("the Insights screen", () => {
  afterEach(cleanup);

  it("shows each part as a named chart with its figures in a table", () => {
    render(<InsightsParts insights={INSIGHTS} />);
    expect(screen.getByText(/^From Jan 2026 to Dec 2026/)).toBeTruthy();
    expect(
      screen.getByRole("img", { name: "Leads, applications started, paid and decided, by month" }),
    ).toBeTruthy();
    expect(cells(row("Funnel by month", "Nov 2026"))).toEqual([
      "Nov 2026",
      "40",
      "20",
      "8",
      "1",
      "3",
      "40%",
      "25%",
    ]);
    expect(cells(row("Funnel by month", "Oct 2026"))).toEqual([
      "Oct 2026",
      "0",
      "0",
      "0",
      "0",
      "0",
      "—",
      "—",
    ]);
    expect(
      screen.getByText(
        "From payment to decision: a median of 6 business days; 9 in 10 within 12 business days. Overdue now: 3.",
      ),
    ).toBeTruthy();
    expect(
      cells(
        row("Time to decision: how many decisions took each number of business days", "20 or more"),
      ),
    ).toEqual(["20 or more", "1"]);
    expect(screen.getByText("Scores that barely vary: Omar Siddiqui.")).toBeTruthy();
    expect(screen.getByText("Scores far from the team's median: Faisal Kareem.")).toBeTruthy();
    expect(cells(row("Scorecards per reviewer", "Omar Siddiqui"))).toEqual([
      "Omar Siddiqui",
      "6",
      "4",
      "3",
      "3",
      "0",
      "3",
      "Scores barely vary",
    ]);
    expect(cells(row("Scorecards per reviewer", "Faisal Kareem"))).toEqual([
      "Faisal Kareem",
      "7",
      "3",
      "0.5",
      "2",
      "0.52",
      "1.14",
      "Scores far from the team's median",
    ]);
    expect(cells(row("Co-investors: each firm's answers", "Gulf Gate Capital"))).toEqual([
      "Gulf Gate Capital",
      "4",
      "3",
      "2",
      "4",
      "50%",
      "3",
      "1",
      "USD 250,000",
    ]);
    expect(
      screen.getByRole("img", {
        name: "Sadu Logistics: 2 of 3 firms answered, the date asked being business day 10",
      }),
    ).toBeTruthy();
    expect(cells(row("Fees by month", "Nov 2026"))).toEqual([
      "Nov 2026",
      "8",
      "₹35,400",
      "2",
      "₹1,800",
    ]);
    expect(
      screen.getByText("Refunds are not part of the product yet, so none are counted."),
    ).toBeTruthy();
  });

  it("saves the same figures as CSV, amounts in rupees and rates as numbers", () => {
    const { fees, funnel } = tablesOf(INSIGHTS);
    expect(csvOf(fees)).toContain(
      "Month,Payments,Paid (INR),With a coupon,Taken off by coupons (INR)\r\n",
    );
    expect(csvOf(fees)).toContain("2026-11,8,35400.00,2,1800.00\r\n");
    expect(csvOf(funnel)).toContain("2026-11,40,20,8,1,3,40,25\r\n");
    expect(csvOf(funnel)).toContain("2026-10,0,0,0,0,0,,\r\n");
  });
});
