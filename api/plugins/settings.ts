import fp from "fastify-plugin";
import type { Config } from "../config";

/**
 * The settings the route plugins and jobs read, taken from the validated environment once:
 * routes read `app.settings` instead of each being handed its own copy.
 */
export type Settings = {
  /** The site's public origin (SITE_URL): the links in mails and the founder's private link. */
  readonly siteUrl: string;
  /** The firm's GSTIN for receipts (GSTIN); null when not registered. */
  readonly gstin: string | null;
  /** How long an unpaid order holds its coupon use (ORDER_LIFETIME_MINUTES). */
  readonly orderLifetimeMinutes: number;
};

declare module "fastify" {
  interface FastifyInstance {
    settings: Settings;
  }
}

/** The settings of `config` as `app.settings`, for every plugin registered after it. */
export const settingsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      "settings",
      Object.freeze({
        siteUrl: config.SITE_URL,
        gstin: config.GSTIN ?? null,
        orderLifetimeMinutes: config.ORDER_LIFETIME_MINUTES,
      }),
    );
  },
  { name: "settings" },
);
