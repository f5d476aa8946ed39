import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The signal between the routes that change what the live pages show (events, cohorts) and
     * the site's server, which renders those pages again (plugins/web.ts,
     * docs/decisions/024-events-and-cohorts.md).
     */
    livePages: LivePages;
  }
}

export type LivePages = {
  /** Count of changes made through this instance; a page rendered before the last one is stale. */
  readonly version: number;
  /** Call after a change to published content is committed. */
  contentChanged(): void;
};

export const livePagesPlugin = fp(
  async (app) => {
    let version = 0;
    app.decorate("livePages", {
      get version() {
        return version;
      },
      contentChanged() {
        version++;
      },
    });
  },
  { name: "live-pages" },
);
