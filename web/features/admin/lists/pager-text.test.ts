import { describe, expect, it } from "vitest";
import { pagerText } from "./pager-text";

describe("the list pager's text", () => {
  it("gives an exact total as it is", () => {
    expect(pagerText({ total: 10000, page: 2, pageSize: 50 })).toEqual({
      pages: 200,
      range: "51–100 of 10,000",
      position: "Page 2 of 200",
    });
  });

  it("says 'about' when the total is the database's estimate", () => {
    expect(pagerText({ total: 1000000, totalIsEstimate: true, page: 2, pageSize: 50 })).toEqual({
      pages: 20000,
      range: "51–100 of about 10,00,000",
      position: "Page 2 of about 20,000",
    });
  });

  it("shows an empty list as 0–0 of 0 on page 1 of 1", () => {
    expect(pagerText({ total: 0, page: 1, pageSize: 50 })).toMatchObject({
      range: "0–0 of 0",
      position: "Page 1 of 1",
    });
  });
});
