import type { ConfigEnv, UserConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import viteConfig from "../vite.config";

const devConfig = (): UserConfig =>
  typeof viteConfig === "function"
    ? (viteConfig as (env: ConfigEnv) => UserConfig)({ command: "serve", mode: "development" })
    : (viteConfig as UserConfig);

describe("npm run dev:web", () => {
  const port = process.env.PORT;
  afterEach(() => {
    if (port === undefined) delete process.env.PORT;
    else process.env.PORT = port;
  });

  it("proxies /api and /ebooks to the API on PORT", () => {
    process.env.PORT = "4100";
    expect(devConfig().server?.proxy).toEqual({
      "/api": "http://localhost:4100",
      "/ebooks": "http://localhost:4100",
    });
  });

  it("proxies to port 3000 when PORT is unset, as the API listens", () => {
    delete process.env.PORT;
    expect(devConfig().server?.proxy).toMatchObject({ "/api": "http://localhost:3000" });
  });
});
