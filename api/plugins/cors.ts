import cors from "@fastify/cors";
import fp from "fastify-plugin";

/** The site may be served from another origin (a CDN); only the origins in CORS_ORIGINS may call. */
export const corsPlugin = fp<{ origins: string[] }>(
  async (app, { origins }) => {
    await app.register(cors, {
      origin: origins.length > 0 ? origins : false,
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      // x-founder-token: the founder's page's private link (core/schemas/founder.ts).
      allowedHeaders: ["Content-Type", "Authorization", "X-Founder-Token"],
      maxAge: 600,
    });
  },
  { name: "cors" },
);
