import { describe, expect, it } from "vitest";
import type { App } from "../../app";
import { anAdmin } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** Signs the person in from a browser and an address; answers the bearer header. */
async function signInFrom(
  app: App,
  person: { username: string; password: string },
  userAgent: string,
  ip: string,
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: person.username, password: person.password },
    headers: { "user-agent": userAgent },
    remoteAddress: ip,
  });
  return { authorization: `Bearer ${response.json().token}` };
}

const sessions = async (app: App, headers: Record<string, string>) => {
  const response = await app.inject({ method: "GET", url: "/api/account/sessions", headers });
  return response.json().sessions as {
    id: string;
    device: string;
    ip: string;
    signedInAt: string;
    lastUsedAt: string;
    current: boolean;
  }[];
};
const meStatus = async (app: App, headers: Record<string, string>) =>
  (await app.inject({ method: "GET", url: "/api/admin/me", headers })).statusCode;

describe("a person's sessions", () => {
  const t = useTestApp();

  it("lists the person's open sessions with device, IP and times, this one marked", async () => {
    const person = await anAdmin(t.db);
    const someoneElse = await anAdmin(t.db);
    const mac = await signInFrom(t.app, person, CHROME_MAC, "203.0.113.20");
    const phone = await signInFrom(t.app, person, SAFARI_IPHONE, "198.51.100.21");
    await signInFrom(t.app, someoneElse, FIREFOX_WINDOWS, "192.0.2.22");

    const listed = await sessions(t.app, phone);
    expect(listed).toHaveLength(2);
    expect(listed.map(({ device, ip, current }) => ({ device, ip, current }))).toEqual([
      { device: "Safari on iPhone", ip: "198.51.100.21", current: true },
      { device: "Chrome on macOS", ip: "203.0.113.20", current: false },
    ]);
    for (const session of listed) {
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastUsedAt));
    }
    expect((await sessions(t.app, mac)).find((session) => session.current)?.device).toBe(
      "Chrome on macOS",
    );
  });

  it("ends one session: that device gets 401, the others stay", async () => {
    const person = await anAdmin(t.db);
    const mac = await signInFrom(t.app, person, CHROME_MAC, "203.0.113.30");
    const phone = await signInFrom(t.app, person, SAFARI_IPHONE, "198.51.100.31");
    const macSession = (await sessions(t.app, phone)).find((s) => !s.current);
    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${macSession?.id}`,
      headers: phone,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: "Session ended." });
    expect(await meStatus(t.app, mac)).toBe(401);
    expect(await meStatus(t.app, phone)).toBe(200);
    expect(await sessions(t.app, phone)).toHaveLength(1);

    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${macSession?.id}`,
      headers: phone,
    });
    expect(again.statusCode).toBe(404);
  });

  it("cannot end someone else's session", async () => {
    const person = await anAdmin(t.db);
    const other = await anAdmin(t.db);
    const mine = await signInFrom(t.app, person, CHROME_MAC, "203.0.113.40");
    const theirs = await signInFrom(t.app, other, FIREFOX_WINDOWS, "192.0.2.41");
    const [theirSession] = await sessions(t.app, theirs);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${theirSession?.id}`,
      headers: mine,
    });
    expect(response.statusCode).toBe(404);
    expect(await meStatus(t.app, theirs)).toBe(200);
  });

  it("ends all the other sessions and keeps this one", async () => {
    const person = await anAdmin(t.db);
    const other = await anAdmin(t.db);
    const mac = await signInFrom(t.app, person, CHROME_MAC, "203.0.113.50");
    const windows = await signInFrom(t.app, person, FIREFOX_WINDOWS, "203.0.113.51");
    const phone = await signInFrom(t.app, person, SAFARI_IPHONE, "198.51.100.52");
    const theirs = await signInFrom(t.app, other, CHROME_MAC, "192.0.2.53");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/sessions/end-others",
      headers: phone,
    });
    expect(response.json()).toEqual({ message: "2 other sessions ended.", ended: 2 });
    expect(await meStatus(t.app, mac)).toBe(401);
    expect(await meStatus(t.app, windows)).toBe(401);
    expect(await meStatus(t.app, phone)).toBe(200);
    expect(await meStatus(t.app, theirs)).toBe(200);
    expect((await sessions(t.app, phone)).map((s) => s.device)).toEqual(["Safari on iPhone"]);
  });

  it("keeps the client's address from X-Forwarded-For only with TRUST_PROXY", async () => {
    const person = await anAdmin(t.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: person.username, password: person.password },
      headers: { "x-forwarded-for": "198.51.100.99" },
      remoteAddress: "203.0.113.60",
    });
    const headers = { authorization: `Bearer ${response.json().token}` };
    expect((await sessions(t.app, headers))[0]?.ip).toBe("203.0.113.60");
  });
});
