import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { axeViolations, expect, shoot, test } from "./fixtures";

// A page's server action reads a form a browser sent (docs/decisions/076-route-forms.md). A post
// no browser form makes is bad input: 400, never the server's error (docs/product.md, section 3),
// on every page that has an action, as React Router's manifest of the served build lists them.

type ManifestRoute = { id: string; path?: string; hasAction: boolean };

function pagesWithAnAction(): string[] {
  const assets = join(process.env.WEB_BUILD_DIR || "./build/client", "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  const source = readFileSync(join(assets, String(file)), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, ManifestRoute>;
  };
  return Object.values(manifest.routes)
    .filter((route) => route.hasAction)
    .map((route) => String(route.path));
}

/** Bodies a browser's form never sends, each with its content type. */
const NOT_A_FORM: Record<string, { headers: Record<string, string>; data: string }> = {
  "no body": { headers: {}, data: "" },
  JSON: { headers: { "content-type": "application/json" }, data: '{"email":"a@b.co"}' },
  "a multipart body without its boundary": {
    headers: { "content-type": "multipart/form-data; boundary=x" },
    data: "email=a@b.co",
  },
  "a conform intent that is not one": {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "__intent__=zzz&email=a%40b.co",
  },
  "a conform state that is not one": {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "__state__=%7B&email=a%40b.co",
  },
  // Each answered 200 with the form echoed back, or 500, before postedForm bounded them: at
  // x[99999999] the list's echo took the server's whole memory, and 40,000 fields of one name held
  // it for seconds.
  "a list index no form uses": {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "email=a%40b.co&x%5B100000%5D=a",
  },
  "more fields than any form has": {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: Array.from({ length: 1_001 }, (_, at) => `f${at}=x`).join("&"),
  },
  "a name nested deeper than any form": {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `email=a%40b.co&a${".b".repeat(50_000)}=x`,
  },
};

test("every page's action answers a post no browser form makes with 400, never 500", async ({
  request,
}) => {
  const pages = pagesWithAnAction();
  // The public forms, the founder's page, the deal room and the console's way in, in both languages.
  expect(pages).toEqual(
    expect.arrayContaining([
      "/contact",
      "/ar/contact",
      "/newsletter",
      "/application",
      "/my-application",
      "/deal-room",
      "/ar/deal-room/answer",
      "/admin-login",
      "/admin-invite",
      "/digits",
    ]),
  );
  const answers: string[] = [];
  for (const path of pages) {
    // The page itself, and the data request its scripts make (React Router's `.data`).
    for (const url of [path, `${path}.data`]) {
      for (const [what, { headers, data }] of Object.entries(NOT_A_FORM)) {
        const answer = await request.post(url, { headers, data, maxRedirects: 0 });
        answers.push(`${url} with ${what}: ${answer.status()}`);
      }
    }
  }
  expect(answers).toEqual(answers.map((line) => line.replace(/\d+$/, "400")));
});

test("a form a browser sends is still read: the contact form's errors come back in its page", async ({
  request,
}) => {
  const answer = await request.post("/contact", {
    form: { name: "Yusuf Karim", email: "yusuf@", reason: "", message: "" },
  });
  expect(answer.status()).toBe(200);
  await expect(answer.text()).resolves.toContain("Enter a valid e-mail address");
});

// What a refused post shows is the site's error page, in the page's language: a visitor of the
// Arabic edition never meets it in English (docs/product.md, section 3).
for (const { path, lang, dir, heading, text, home } of [
  {
    path: "/contact",
    lang: "en",
    dir: "ltr",
    heading: "Something went wrong",
    text: "The page could not be shown (error 400). Please reload, or try again later.",
    home: { name: "Home", href: "/" },
  },
  {
    path: "/ar/contact",
    lang: "ar",
    dir: "rtl",
    heading: "حدث خطأ ما",
    text: "تعذّر عرض الصفحة (الخطأ 400). يُرجى إعادة تحميلها أو المحاولة لاحقًا.",
    home: { name: "الرئيسية", href: "/ar" },
  },
]) {
  test(`the page a refused post shows on ${path} is in its language`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    // The browser opens the page by a post it never makes itself: a JSON body.
    await page.route(path, (route) =>
      route.continue({
        method: "POST",
        headers: { ...route.request().headers(), "content-type": "application/json" },
        postData: '{"email":"a@b.co"}',
      }),
    );
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page).toHaveTitle(`${heading} | Nakhla Ventures`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main")).toContainText(text);
    await expect(page.getByRole("link", { name: home.name })).toHaveAttribute("href", home.href);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `error-page-${lang}`);
  });
}
