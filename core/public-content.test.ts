import { describe, expect, it } from "vitest";
import { publicCohort, publicEvent } from "./public-content";

// What the site's pages and the console's preview of the Arabic page are both built from
// (docs/decisions/075-staff-text-in-both-languages.md).

const EVENT = {
  id: "e1",
  visibility: "Public",
  startsAt: new Date("2026-05-25T14:30:00Z"),
  timeZone: "Asia/Dubai",
  registration: "application",
  registrationUrl: "",
  title: "Majlis Evening",
  titleAr: "أمسية المجلس",
  venue: "Nakhla House",
  venueAr: "",
  summary: "Founders meet the analysts.",
  summaryAr: "يلتقي المؤسسون بالمحللين.",
  programme: "18:30 Welcome",
  programmeAr: "18:30 الترحيب",
  whoAttends: "",
  whoAttendsAr: "",
  notes: "",
  notesAr: "",
};

describe("publicEvent", () => {
  it("shows the Arabic texts on an Arabic page, the English where none was written", () => {
    const event = publicEvent(EVENT, "ar");
    expect(event.title).toBe("أمسية المجلس");
    expect(event.when).toBe("25 مايو 2026 18:30");
    expect([event.day, event.month, event.year]).toEqual(["25", "مايو", "2026"]);
    expect(event.venue).toBe("Nakhla House");
    expect(event.languages).toMatchObject({ title: "ar", venue: "en", agenda: "ar" });
    expect(event.agenda).toEqual([{ time: "18:30", item: "الترحيب" }]);
  });

  it("dates it in the digits the visitor chose on an Arabic page, never on an English one", () => {
    const event = publicEvent(EVENT, "ar", "arab");
    expect(event.when).toBe("٢٥ مايو ٢٠٢٦ ١٨:٣٠");
    expect([event.day, event.month, event.year]).toEqual(["٢٥", "مايو", "٢٠٢٦"]);
    expect(publicEvent(EVENT, "en", "arab").when).toBe("25 May 2026 18:30");
  });

  it("shows the English on an English page", () => {
    const event = publicEvent(EVENT, "en");
    expect(event.title).toBe("Majlis Evening");
    expect(event.when).toBe("25 May 2026 18:30");
    expect(event.registration?.href).toBe("/application");
  });
});

describe("publicCohort", () => {
  it("dates and counts the cohort in Arabic, its name as staff wrote it", () => {
    const cohort = publicCohort(
      {
        id: "c1",
        name: "Gulf Cohort",
        nameAr: "دفعة الخليج",
        place: "Abu Dhabi",
        placeAr: "",
        sponsorship: "Fully sponsored",
        sponsorshipAr: "",
        summary: "",
        summaryAr: "",
        startDate: "2026-06-01",
        lengthDays: 90,
        applicationDeadline: "2026-05-20",
        timeZone: "Asia/Dubai",
      },
      new Date("2026-05-01T00:00:00Z"),
      "ar",
    );
    expect(cohort).toMatchObject({
      name: "دفعة الخليج",
      phase: "open",
      startDate: "1 يونيو 2026",
      duration: "90 يومًا",
      languages: { name: "ar", place: "en" },
    });
  });
});
