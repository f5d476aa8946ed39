import { describe, expect, it } from "vitest";
import { requestIdGenerator } from "./request-id";

describe("request ids", () => {
  it("never repeats within a process, nor across two processes (instances)", () => {
    const one = requestIdGenerator();
    const two = requestIdGenerator();
    const ids = [...Array.from({ length: 1000 }, one), ...Array.from({ length: 1000 }, two)];
    expect(new Set(ids).size).toBe(2000);
    expect(ids[0]?.slice(0, 12)).not.toBe(ids[1000]?.slice(0, 12));
  });
});
