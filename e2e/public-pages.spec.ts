import type { APIRequestContext, Page } from "@playwright/test";
import { FIRM } from "../core/firm";
import { siteOrigin } from "../web/lib/site-origin";
import { DUPLICATE_PATHS, TEAM_PROFILES, teamProfilePath } from "../web/paths";
import { expect, gotoHydrated, test } from "./fixtures";

// The marketing pages of docs/product.md, section 2.3: their texts and figures as the spec writes them,
// every link on them, their styles and images (axe and the 360-px phone: pages.spec.ts, on every page).

const PROFILE_PATHS = TEAM_PROFILES.map(({ slug }) => teamProfilePath(slug));
const MARKETING_PAGES = [
  "/",
  "/about",
  "/portfolio",
  "/principles",
  "/products",
  "/events",
  "/blogs-and-publications",
  "/build-with-nakhla",
  "/build-with-nakhla-india",
  "/startup-consultancy",
  ...PROFILE_PATHS,
];
const SITE_ORIGIN = siteOrigin({ VITE_SITE_URL: process.env.VITE_SITE_URL });

const main = (page: Page) => page.getByRole("main");

/** Every link on the page leads somewhere real: internal ones answer 200, external ones are ours. */
async function expectLinksWork(page: Page, request: APIRequestContext, checked: Set<string>) {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (url.origin !== origin) {
      expect(href, "the only external link is the company page").toBe(FIRM.companyPageUrl);
      continue;
    }
    const path = url.pathname;
    if (checked.has(path)) continue;
    checked.add(path);
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `${page.url()} links to ${path}`).toBe(200);
  }
}

test.describe("every marketing page", () => {
  test("links only to pages that exist", async ({ page, request }) => {
    test.setTimeout(90_000);
    const checked = new Set<string>();
    for (const path of MARKETING_PAGES) {
      await page.goto(path);
      await expectLinksWork(page, request, checked);
    }
    // The spec's dead links are never linked to: pages point at the working destinations.
    for (const dead of ["/consultation", "/consultancy-form", "/apply"]) {
      expect(checked.has(dead), dead).toBe(false);
    }
  });

  test("are styled as served, without JavaScript, from the site's own stylesheets", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of MARKETING_PAGES) {
        await page.goto(path);
        // The site's typeface and colours, which only its stylesheets set.
        const body = await page
          .locator("body")
          .evaluate((element) => getComputedStyle(element).fontFamily);
        expect(body, path).toMatch(/Inter/);
        const response = await request.get(path);
        // Stylesheets from the site alone: no inline stylesheet, 'unsafe-inline' only for attributes.
        const directives = String(response.headers()["content-security-policy"]).split(/;\s*/);
        expect(directives, path).toContain("style-src-elem 'self'");
        expect(directives, path).toContain("style-src-attr 'unsafe-inline'");
      }
    } finally {
      await context.close();
    }
  });

  test("images carry their width and height, so nothing shifts as they load", async ({ page }) => {
    for (const path of MARKETING_PAGES) {
      await page.goto(path);
      const unsized = await page
        .locator("main img")
        .evaluateAll((images) =>
          images
            .filter((image) => !image.getAttribute("width") || !image.getAttribute("height"))
            .map((image) => image.getAttribute("src")),
        );
      expect(unsized, path).toEqual([]);
    }
  });
});

test.describe("the duplicates /test-1 to /test-7", () => {
  test("show the page they copy, with a canonical link to it but for the home page's", async ({
    request,
  }) => {
    for (const { path, of } of DUPLICATE_PATHS) {
      const [copy, original] = await Promise.all([request.get(path), request.get(of)]);
      expect(copy.status(), path).toBe(200);
      const copyHtml = await copy.text();
      const originalHtml = await original.text();
      // A canonical link from another path to the site's root reads as a CMS mistake, so /test-1
      // has none at all (neither its own nor the home page's).
      if (of === "/") expect(copyHtml, path).not.toContain('rel="canonical"');
      else expect(copyHtml, path).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${of}"/>`);
      expect(originalHtml, of).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${of}"/>`);
      const heading = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
      expect(heading(copyHtml), path).toBe(heading(originalHtml));
    }
  });

  test("/test-6 is the first team profile, hydrated like the original", async ({ page }) => {
    await gotoHydrated(page, "/test-6");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEAM_PROFILES[0].name);
  });
});

test.describe("sitemap.xml and robots.txt", () => {
  test("list the public pages and point at each other", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of MARKETING_PAGES) expect(xml).toContain(`<loc>${SITE_ORIGIN}${path}</loc>`);
    expect(xml).not.toContain("/test-1<");
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });
});

test.describe("home", () => {
  test("states the tagline, the global-impact figures, 10 centres, five tiles and the cohort", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Investing in Today. Inventing Tomorrow.",
    );
    const impact = page.getByRole("region", { name: "Our global impact" });
    for (const [figure, label] of [
      ["2.8 billion", "capital under management"],
      ["48", "countries"],
      ["17,000+", "entrepreneurs trained"],
      ["1,200+", "ventures"],
    ]) {
      await expect(impact.getByText(figure as string, { exact: true })).toBeVisible();
      await expect(impact.getByText(label as string, { exact: true })).toBeVisible();
    }
    const carousel = page.getByRole("region", { name: "Our centres" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(10);
    await expect(main(page).getByText("5 centres of our own and 5 partner centres")).toBeVisible();
    const philosophy = page.getByRole("region", { name: "Our investment philosophy" });
    await expect(philosophy.getByRole("listitem")).toHaveCount(5);

    // The cohort card offers the next open cohort or says the next one is to be announced; which,
    // and its texts, is events-cohorts.spec.ts's (cohorts are run from the console).
    const cohort = page.locator("section.cohort");
    await expect(cohort.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(cohort.getByRole("link", { name: /^Apply for/ })).toHaveAttribute(
      "href",
      "/application",
    );
  });
});

test.describe("about", () => {
  test("tells the story and shows the team in three groups, each with photo, name and designation", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Nakhla Ventures");
    const story = main(page);
    await expect(story).toContainText("investment arm of a UAE family office");
    await expect(story).toContainText("syndicated investor network");
    await expect(story).toContainText("pitches to us once");
    await expect(story).toContainText("analyst report goes to the affiliated venture firms");
    await expect(story).toContainText("In 2022 those activities were consolidated");

    for (const group of ["Leadership", "Investment & Strategy", "Operations & Support"]) {
      const section = page.getByRole("region", { name: group, exact: true });
      const members = section.getByRole("listitem");
      expect(await members.count(), group).toBeGreaterThanOrEqual(4);
      for (const member of await members.all()) {
        await expect(member.locator("img")).toHaveAttribute("src", /^\/team\/.+\.svg$/);
        await expect(member.getByRole("heading", { level: 4 })).not.toBeEmpty();
        await expect(member.locator(".member__designation")).not.toBeEmpty();
      }
    }
    for (const profile of TEAM_PROFILES) {
      await expect(main(page).getByRole("link", { name: profile.name })).toHaveAttribute(
        "href",
        teamProfilePath(profile.slug),
      );
    }
    await main(page).getByRole("link", { name: "Daniel Okafor" }).click();
    await expect(page).toHaveURL(/\/daniel-okafor$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daniel Okafor");
  });
});

test.describe("team profiles", () => {
  for (const profile of TEAM_PROFILES) {
    test(`${profile.name}: role, biography, assistants with masked contacts, office, masked e-mail, links`, async ({
      page,
    }) => {
      await gotoHydrated(page, teamProfilePath(profile.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.name);
      await expect(main(page).getByText(profile.role).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Biography" })).toBeVisible();
      await expect(page.locator(".profile__biography p").first()).toContainText(profile.name);
      await expect(page.getByText("Office", { exact: true })).toBeVisible();

      const masked = await page.locator(".masked").allTextContents();
      expect(masked.length).toBeGreaterThanOrEqual(3);
      for (const contact of masked) expect(contact).toContain("•");
      await expect(main(page)).not.toContainText(/[a-z]+\.[a-z]+@nakhla\.example/);

      const assistants = page.getByRole("region", { name: "Assistants" }).getByRole("listitem");
      expect(await assistants.count()).toBeGreaterThanOrEqual(1);
      await expect(assistants.first().getByText("Phone")).toBeVisible();

      const company = main(page).getByRole("link", { name: /Nakhla Ventures on LinkedIn/ });
      await expect(company).toHaveAttribute("href", FIRM.companyPageUrl);
      await expect(company).toHaveAttribute("rel", "noopener noreferrer");
      await expect(main(page).getByRole("link", { name: /contact form/ })).toHaveAttribute(
        "href",
        "/contact",
      );
    });
  }
});

test.describe("portfolio", () => {
  test("shows the featured case, 16 case studies with their facts and logos, the statement and the disclaimer", async ({
    page,
  }) => {
    await gotoHydrated(page, "/portfolio");
    await expect(
      main(page).getByText(
        "Over 250 companies with a combined market value exceeding $25 billion",
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Sarab Cold Chain" })).toContainText(
      "Featured early investment",
    );
    const companies = page.getByRole("region", { name: "Case studies" }).getByRole("listitem");
    await expect(companies).toHaveCount(16);
    for (const company of await companies.all()) {
      await expect(company.getByRole("heading", { level: 3 })).not.toBeEmpty();
      for (const fact of ["Chief executive", "Lead investor", "Country"]) {
        await expect(company.getByText(fact, { exact: true })).toBeVisible();
      }
      await expect(company.locator("img")).toHaveAttribute("src", /^\/portfolio\/.+\.svg$/);
    }
    const disclaimer = page.getByRole("complementary", { name: "Disclaimer" });
    await expect(disclaimer).toContainText("consolidated in 2022");
    await expect(disclaimer).toContainText("other family offices");
  });
});

test.describe("principles", () => {
  test("compares deep-tech and traditional investing, names eight philosophies, and asks founders to apply", async ({
    page,
  }) => {
    await gotoHydrated(page, "/principles");
    await expect(page.getByRole("heading", { name: "Deep-tech investment" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Traditional-business investment" }),
    ).toBeVisible();
    const cards = page
      .getByRole("region", { name: "Eight principles our investors hold to" })
      .getByRole("listitem");
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    }
    await expect(main(page).getByRole("link", { name: "Apply For Funding" })).toHaveAttribute(
      "href",
      "/application",
    );
  });
});

test.describe("products", () => {
  test("shows seven offerings and why most are invite-only", async ({ page }) => {
    await gotoHydrated(page, "/products");
    await expect(
      page.getByRole("region", { name: "Seven offerings" }).getByRole("listitem"),
    ).toHaveCount(7);
    const inviteOnly = page.getByRole("region", { name: /invite-only/ });
    await expect(inviteOnly).toContainText("pitch session");
    await expect(inviteOnly).toContainText("personal invite from one of our venture partners");
    await expect(inviteOnly.getByRole("link", { name: "Apply For Funding" })).toHaveAttribute(
      "href",
      "/application",
    );
  });
});

test.describe("events", () => {
  test("shows the private and the public event with their dates, both past, neither taking registrations now", async ({
    page,
  }) => {
    await gotoHydrated(page, "/events");
    const past = page.getByRole("region", { name: "Past events" });
    const privateEvent = past.getByRole("article", { name: "Year-End Investor Circle" });
    const publicEvent = past.getByRole("article", { name: "Open Pitch Day 2026" });
    await expect(privateEvent).toContainText("Private event");
    await expect(privateEvent.getByText("31 Dec 2025 18:00", { exact: true })).toBeVisible();
    await expect(publicEvent).toContainText("Public event");
    await expect(publicEvent.getByText("11 Jan 2026 10:30", { exact: true })).toBeVisible();
    // Both dates have passed (docs/architecture.md, rule 5): a clear ended state, no frozen
    // numbers, and no Register Now for an event that is over.
    await expect(privateEvent.getByText("This event has ended")).toBeVisible();
    await expect(publicEvent.getByText("This event has ended")).toBeVisible();
    await expect(past.getByRole("timer")).toHaveCount(0);
    await expect(past.getByRole("link", { name: "Register Now" })).toHaveCount(0);
  });
});

test.describe("consultancy marketing", () => {
  test("/build-with-nakhla: intro, the ten services, the investing note and working links", async ({
    page,
  }) => {
    await gotoHydrated(page, "/build-with-nakhla");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build with Nakhla Ventures");
    await expect(main(page)).toContainText("100% money-back guarantee");
    const tiles = page
      .getByRole("region", { name: "How We Help You" })
      .getByRole("heading", { level: 3 });
    // docs/product.md, section 9.3, "Service tiles (10)", word for word.
    await expect(tiles).toHaveText([
      "Revenue Stream Design",
      "Financial Roadmapping",
      "Customer Acquisition",
      "Fundraising Strategy",
      "Market Analysis",
      "Operational Scaling",
      "Product Optimization",
      "Sales & Marketing Execution",
      "Strategic Pivot Planning",
      "Profitability Engineering",
    ]);
    await expect(main(page)).toContainText("portfolio of 2.5 billion");
    await expect(main(page).getByRole("link", { name: "Book Consultancy" })).toHaveAttribute(
      "href",
      "/application",
    );
    await expect(
      main(page).getByRole("link", { name: "Fill in the consultancy form" }),
    ).toHaveAttribute("href", "/build-with-nakhla-form");
    await expect(main(page).getByRole("link", { name: "Apply for funding" })).toHaveAttribute(
      "href",
      "/application",
    );
  });

  test("/build-with-nakhla-india: the failure causes and sector shares as readable charts", async ({
    page,
  }) => {
    await gotoHydrated(page, "/build-with-nakhla-india");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Indian Startup Reality");
    // docs/product.md, section 9.4: "42% no market demand, 29% cash flow, 23% team, 6% other".
    const causes = page.getByRole("table", { name: "Why the startups we review fail" });
    await expect(causes.locator("tbody tr")).toHaveText([
      /^no market demand\s*42%$/i,
      /^cash flow\s*29%$/i,
      /^team\s*23%$/i,
      /^other\s*6%$/i,
    ]);
    // "sector shares FinTech 25, EdTech 15, HealthTech 20, SaaS 30, Others 10".
    const sectors = page.getByRole("table", { name: "Where Indian founders build" });
    await expect(sectors.locator("tbody tr")).toHaveText([
      /^FinTech\s*25%$/,
      /^EdTech\s*15%$/,
      /^HealthTech\s*20%$/,
      /^SaaS\s*30%$/,
      /^Others\s*10%$/,
    ]);
    const formLinks = main(page).locator('a[href="/build-with-nakhla-form"]');
    expect(await formLinks.count()).toBeGreaterThanOrEqual(2);
  });

  test("/startup-consultancy: four phases, limited seats, the mentorship quarter and two calls to action", async ({
    page,
  }) => {
    await gotoHydrated(page, "/startup-consultancy");
    await expect(
      page.getByRole("region", { name: "Four phases, one quarter" }).getByRole("heading", {
        level: 3,
      }),
    ).toHaveText(["Discover", "Analyze and Design", "Execute", "Review and Refine"]);
    await expect(main(page).getByText("Limited seats")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "A one-to-one mentorship quarter" }),
    ).toBeVisible();
    for (const label of ["Book a Strategy Call", "Start Your Journey"]) {
      await expect(main(page).getByRole("link", { name: label })).toHaveAttribute(
        "href",
        "/build-with-nakhla-form",
      );
    }
  });
});
