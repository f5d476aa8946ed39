import type { FastifyBaseLogger } from "fastify";
import pino from "pino";

/** A logger that writes nothing, for the jobs and services a test runs outside the app. */
export const silentLog = pino({ enabled: false }) as unknown as FastifyBaseLogger;
