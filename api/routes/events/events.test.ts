import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { publicEventsAt } from "../../site-content/public-content";
import { loginAsAdmin } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

// Dates far from today (1990s, 2090s) keep these tests true whatever day they run; the spec's two
// events are seeded by migration 0018 and have both taken place.

const anEvent = (overrides: Record<string, unknown> = {}) => ({
  title: "Founders' Breakfast",
  visibility: "Public",
  startsAt: "2090-03-14T08:30",
  timeZone: "Asia/Dubai",
  venue: "Nakhla House, Al Maryah Island, Abu Dhabi",
  summary: "Coffee with the analysts before the week starts.",
  programme: "08:30 Coffee\n09:00 How we read a deck",
  whoAttends: "Founders at any stage.",
  notes: "Seats are limited.\nThe talk is recorded.",
  registration: "application",
  ...overrides,
});

type Listed = { _id: string; title: string };
const titles = (items: Listed[]) => items.map((item) => item.title);

describe("events (/api/admin/events, /api/events)", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });

  const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newEvent = async (overrides: Record<string, unknown> = {}) => {
    const response = await call("POST", "/api/admin/events", anEvent(overrides));
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const publish = (id: string) =>
    call("PATCH", `/api/admin/events/${id}/status`, { status: "published" });
  const publicEvents = async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/events" });
    expect(response.statusCode).toBe(200);
    return response.json() as { upcoming: Listed[]; past: Listed[] };
  };

  it("seeds the spec's two events, published, in Abu Dhabi time, both past today", async () => {
    const { upcoming, past } = await publicEvents();
    expect(titles(past)).toEqual(
      expect.arrayContaining(["Open Pitch Day 2026", "Year-End Investor Circle"]),
    );
    expect(titles(upcoming)).not.toContain("Open Pitch Day 2026");
    const [open, circle] = ["Open Pitch Day 2026", "Year-End Investor Circle"].map((title) =>
      past.find((event) => event.title === title),
    );
    expect(circle).toMatchObject({
      visibility: "Private",
      startsAt: "2025-12-31T14:00:00.000Z",
      timeZone: "Asia/Dubai",
      when: "31 Dec 2025 18:00",
      zoneName: "Gulf Standard Time",
      registration: null,
    });
    // Registration went through the application; past, it takes none.
    expect(open).toMatchObject({
      visibility: "Public",
      when: "11 Jan 2026 10:30",
      registration: null,
    });
    const seeded = (await call("GET", "/api/admin/events")).json() as Listed[];
    expect(seeded.find((event) => event.title === "Open Pitch Day 2026")).toMatchObject({
      registration: "application",
      status: "published",
      localStartsAt: "2026-01-11T10:30",
    });
    expect((open as unknown as { agenda: unknown[] }).agenda).toContainEqual({
      time: "11:00",
      item: "Ten-minute pitches, in the Origin Spark format",
    });
  });

  it("creates a draft with the instant of its wall time in its zone, not on the site until published", async () => {
    const created = await newEvent({ title: "  Draft breakfast  " });
    expect(created).toMatchObject({
      title: "Draft breakfast",
      status: "draft",
      startsAt: "2090-03-14T04:30:00.000Z",
      localStartsAt: "2090-03-14T08:30",
      timeZone: "Asia/Dubai",
      when: "14 Mar 2090 08:30 Gulf Standard Time",
      registration: "application",
      registrationUrl: "",
    });
    const listed = (await call("GET", "/api/admin/events")).json() as Listed[];
    expect(listed.find((event) => event._id === created._id)).toEqual(created);
    expect(titles((await publicEvents()).upcoming)).not.toContain("Draft breakfast");

    const published = await publish(created._id);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe("published");
    expect(titles((await publicEvents()).upcoming)).toContain("Draft breakfast");
  });

  it("edits an event (its status stays) and takes an archived one off the site", async () => {
    const event = await newEvent({ title: "Edit me" });
    await publish(event._id);
    const edited = await call("PUT", `/api/admin/events/${event._id}`, {
      ...anEvent({ title: "Edited", startsAt: "2090-07-01T19:00", timeZone: "Europe/London" }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      _id: event._id,
      title: "Edited",
      status: "published",
      startsAt: "2090-07-01T18:00:00.000Z",
      when: "1 Jul 2090 19:00 British Summer Time",
    });
    expect(titles((await publicEvents()).upcoming)).toContain("Edited");

    const archived = await call("PATCH", `/api/admin/events/${event._id}/status`, {
      status: "archived",
    });
    expect(archived.json().status).toBe("archived");
    const site = await publicEvents();
    expect([...titles(site.upcoming), ...titles(site.past)]).not.toContain("Edited");
    // Archived is kept for the console.
    const listed = (await call("GET", "/api/admin/events")).json() as Listed[];
    expect(listed.find((item) => item._id === event._id)).toMatchObject({ status: "archived" });
  });

  it("lists upcoming events soonest first and past events most recent first", async () => {
    const later = await newEvent({ title: "Later", startsAt: "2091-05-01T10:00" });
    const sooner = await newEvent({ title: "Sooner", startsAt: "2091-01-01T10:00" });
    const older = await newEvent({ title: "Older", startsAt: "1995-01-01T10:00" });
    const old = await newEvent({ title: "Old", startsAt: "1999-01-01T10:00" });
    for (const event of [later, sooner, older, old]) await publish(event._id);
    const { upcoming, past } = await publicEvents();
    const upcomingTitles = titles(upcoming);
    expect(upcomingTitles.indexOf("Sooner")).toBeLessThan(upcomingTitles.indexOf("Later"));
    const pastTitles = titles(past);
    expect(pastTitles.indexOf("Open Pitch Day 2026")).toBeLessThan(pastTitles.indexOf("Old"));
    expect(pastTitles.indexOf("Old")).toBeLessThan(pastTitles.indexOf("Older"));
    expect(pastTitles.at(-1)).toBe("Older");
  });

  it("registers through the event's own link, or not at all for an invitation", async () => {
    const linked = await newEvent({
      title: "Linked",
      registration: "link",
      registrationUrl: "https://tickets.example/founders",
    });
    const invite = await newEvent({ title: "Invite", visibility: "Private", registration: "none" });
    await publish(linked._id);
    await publish(invite._id);
    const { upcoming } = await publicEvents();
    expect(upcoming.find((event) => event.title === "Linked")).toMatchObject({
      registration: { label: "Register Now", href: "https://tickets.example/founders" },
    });
    expect(upcoming.find((event) => event.title === "Invite")).toMatchObject({
      visibility: "Private",
      registration: null,
    });
  });

  it.each([
    [{ title: "" }, "Title: This field is required"],
    [{ visibility: "Secret" }, "Visibility: Choose Private or Public"],
    [{ startsAt: "" }, "StartsAt: Choose a date and a time"],
    [{ startsAt: "14/03/2090 08:30" }, "StartsAt: Choose a date and a time"],
    [{ startsAt: "2090-02-30T08:30" }, "StartsAt: Choose a date and a time"],
    [{ startsAt: "0000-01-01T08:30" }, "StartsAt: Choose a date between the years 1900 and 9999"],
    [
      { timeZone: "Mars/Olympus_Mons" },
      "TimeZone: Choose a time zone from the list, e.g. Asia/Dubai",
    ],
    [{ timeZone: undefined }, "TimeZone: Choose a time zone"],
    [{ venue: "  " }, "Venue: This field is required"],
    [{ summary: "x".repeat(1001) }, "Summary: Must be at most 1000 characters"],
    [
      { programme: "08:30 Coffee\nLunch at noon" },
      "Programme: Start each programme line with a time, e.g. 18:00 Arrivals and welcome",
    ],
    [{ registration: "email" }, "Registration: Choose how guests register"],
    [{ registration: "link" }, "RegistrationUrl: Give the registration link"],
    [
      { registration: "link", registrationUrl: "javascript:alert(1)" },
      "RegistrationUrl: The registration link must be a web address starting with https://",
    ],
    [{ title: "Bell\u0007" }, "Title: Must not contain control characters"],
  ])("refuses %j with a message", async (change, message) => {
    const response = await call("POST", "/api/admin/events", anEvent(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses an unknown status and answers 404 for an unknown event", async () => {
    const event = await newEvent();
    const bad = await call("PATCH", `/api/admin/events/${event._id}/status`, { status: "live" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Status: Choose draft, published or archived");
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const missing = await call("PUT", `/api/admin/events/${id}`, anEvent());
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "Event not found." });
      const status = await call("PATCH", `/api/admin/events/${id}/status`, { status: "archived" });
      expect(status.statusCode).toBe(404);
    }
  });

  it("keeps an event's Arabic beside its English, and says which texts are not in Arabic yet", async () => {
    const created = await newEvent({
      title: "Arabic evening",
      titleAr: "  أمسية عربية  ",
      summaryAr: "قهوة مع المحللين قبل بداية الأسبوع.",
      programmeAr: "08:30 قهوة\n09:00 كيف نقرأ العرض",
    });
    expect(created).toMatchObject({
      titleAr: "أمسية عربية",
      venueAr: "",
      summaryAr: "قهوة مع المحللين قبل بداية الأسبوع.",
      programmeAr: "08:30 قهوة\n09:00 كيف نقرأ العرض",
      missingArabic: ["venue", "whoAttends", "notes"],
    });
    const listed = (await call("GET", "/api/admin/events")).json() as Listed[];
    expect(listed.find((event) => event._id === created._id)).toEqual(created);
    // Nothing written in English, nothing missing in Arabic.
    const bare = await newEvent({ whoAttends: "", notes: "", programme: "", venueAr: "مكان" });
    expect(bare.missingArabic).toEqual(["title", "summary"]);

    const refused = await call(
      "POST",
      "/api/admin/events",
      anEvent({ programmeAr: "قهوة في الثامنة" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "ProgrammeAr: Start each programme line with a time, e.g. 18:00 Arrivals and welcome",
    );
  });

  it("shows each text on the Arabic page in Arabic where staff wrote it, else in English", async () => {
    const created = await newEvent({
      title: "Bilingual breakfast",
      titleAr: "فطور بلغتين",
      notesAr: "المقاعد محدودة.",
    });
    expect((await publish(created._id)).statusCode).toBe(200);
    const now = new Date();
    const inArabic = (await publicEventsAt(t.db, now, "ar")).upcoming.find(
      (event) => event._id === created._id,
    );
    expect(inArabic).toMatchObject({
      title: "فطور بلغتين",
      venue: "Nakhla House, Al Maryah Island, Abu Dhabi",
      agenda: [
        { time: "08:30", item: "Coffee" },
        { time: "09:00", item: "How we read a deck" },
      ],
      notes: ["المقاعد محدودة."],
      languages: {
        title: "ar",
        venue: "en",
        summary: "en",
        agenda: "en",
        whoAttends: "en",
        notes: "ar",
      },
    });
    // The spec's two events were written in Arabic too (migration 0039).
    const seeded = (await publicEventsAt(t.db, now, "ar")).past.filter((event) =>
      ["ملتقى المستثمرين في نهاية العام", "يوم العروض المفتوح 2026"].includes(event.title),
    );
    expect(seeded).toHaveLength(2);
    for (const event of seeded) {
      expect(new Set(Object.values(event.languages))).toEqual(new Set(["ar"]));
      expect(event.agenda).toHaveLength(4);
    }
    const inEnglish = (await publicEventsAt(t.db, now, "en")).upcoming.find(
      (event) => event._id === created._id,
    );
    expect(inEnglish).toMatchObject({
      title: "Bilingual breakfast",
      notes: ["Seats are limited.", "The talk is recorded."],
      languages: { title: "en", notes: "en" },
    });
  });
});
