import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const aMeeting = (overrides: Record<string, unknown> = {}) => ({
  title: "Portfolio sync",
  participants: ["Salma Idris", "Omar Haddad"],
  time: inHours(48),
  ...overrides,
});
const UNKNOWN = randomUUID();

describe("meetings (/api/meeting)", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newMeeting = async (overrides: Record<string, unknown> = {}) => {
    const response = await call("POST", "/api/meeting", aMeeting(overrides));
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it("schedules a meeting with its title, trimmed participants and no points", async () => {
    const created = await newMeeting({
      title: " Board prep ",
      participants: [" Salma Idris", "Omar Haddad "],
      time: "2030-03-04T15:30:00+04:00",
    });
    expect(created).toMatchObject({
      title: "Board prep",
      participants: ["Salma Idris", "Omar Haddad"],
      time: "2030-03-04T11:30:00.000Z",
      points: [],
    });
    const list = await call("GET", "/api/meeting");
    expect(list.statusCode).toBe(200);
    expect(list.json().find((m: { _id: string }) => m._id === created._id)).toEqual(created);
  });

  it("lists meetings earliest first", async () => {
    const later = await newMeeting({ time: inHours(30) });
    const sooner = await newMeeting({ time: inHours(20) });
    const ids = (await call("GET", "/api/meeting")).json().map((m: { _id: string }) => m._id);
    expect(ids.indexOf(sooner._id)).toBeLessThan(ids.indexOf(later._id));
  });

  it.each([
    [{ title: "" }, "Title: This field is required"],
    [{ participants: [] }, "Participants: Add at least one participant"],
    [{ participants: "Salma, Omar" }, "Participants: Participants must be a list"],
    [{ participants: ["Salma", " "] }, "Participants: This field is required"],
    [{ time: "" }, "Time: Choose a date and time for the meeting"],
    [{ time: "2030-03-04 15:30" }, "Time: Choose a date and time for the meeting"],
  ])("refuses %j with a message", async (change, message) => {
    const response = await call("POST", "/api/meeting", aMeeting(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("reschedules into the future and refuses the past", async () => {
    const meeting = await newMeeting();
    const past = await call("PATCH", `/api/meeting/${meeting._id}`, { time: inHours(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: "Please select a future time." });

    const time = inHours(72);
    const moved = await call("PATCH", `/api/meeting/${meeting._id}`, { time });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ _id: meeting._id, time, title: meeting.title });
  });

  it("saves the discussion points, trimmed; a blank point is refused", async () => {
    const meeting = await newMeeting();
    const saved = await call("PATCH", `/api/meeting/${meeting._id}`, {
      points: [" Term sheet for Qamar ", "Hiring plan"],
    });
    expect(saved.json().points).toEqual(["Term sheet for Qamar", "Hiring plan"]);
    const listed = (await call("GET", "/api/meeting"))
      .json()
      .find((m: { _id: string }) => m._id === meeting._id);
    expect(listed.points).toEqual(["Term sheet for Qamar", "Hiring plan"]);

    const blank = await call("PATCH", `/api/meeting/${meeting._id}`, { points: ["  "] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Points: This field is required");
    const removed = await call("PATCH", `/api/meeting/${meeting._id}`, { points: ["Hiring plan"] });
    expect(removed.json().points).toEqual(["Hiring plan"]);
  });

  it("refuses an empty change and unknown fields", async () => {
    const meeting = await newMeeting();
    const empty = await call("PATCH", `/api/meeting/${meeting._id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Send a new time or the points");
    const extra = await call("PATCH", `/api/meeting/${meeting._id}`, { title: "Renamed" });
    expect(extra.statusCode).toBe(400);
  });

  it("cancels a meeting; it leaves the list, and a second cancel is 404", async () => {
    const meeting = await newMeeting();
    const cancelled = await call("DELETE", `/api/meeting/${meeting._id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: "Meeting cancelled" });
    const ids = (await call("GET", "/api/meeting")).json().map((m: { _id: string }) => m._id);
    expect(ids).not.toContain(meeting._id);
    expect((await call("DELETE", `/api/meeting/${meeting._id}`)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown meeting", async () => {
    for (const id of [UNKNOWN, "42"]) {
      const patched = await call("PATCH", `/api/meeting/${id}`, { points: [] });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toEqual({ message: "Meeting not found." });
      expect((await call("DELETE", `/api/meeting/${id}`)).statusCode).toBe(404);
    }
  });
});
