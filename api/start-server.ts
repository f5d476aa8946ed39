import { buildApp } from "./app";
import { controlSocketPath } from "./backups/control-socket";
import { ConfigError, loadConfigFromEnvironment } from "./config";
import { openConfiguredDatabase } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { countAdmins } from "./staff/staff-repository";

async function main() {
  // A local .env fills in what the environment leaves unset (.env.example lists every variable).
  const config = loadConfigFromEnvironment();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    config,
    database,
    ...(database.driver === "pglite" ? { controlSocket: controlSocketPath(config.DATA_DIR) } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    await database.close();
    app.log.info("stopped");
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
  const where =
    database.driver === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL";
  const url = `http://localhost:${config.PORT}`;
  app.log.info({ url }, "listening");
  console.info(`\nNakhla Ventures is running at ${url} (${where})\n`);
  if (config.PAYMENT_MODE === "test") {
    console.info(
      'Payments are in TEST MODE: the test checkout takes no money and anyone can "pay". Set PAYMENT_MODE=razorpay with the Razorpay keys to take real payments.\n',
    );
  }
  if ((await countAdmins(database.db)) === 0) {
    console.info(
      'No admin user yet: create one with "npm run admin:create" (stop the server first on the embedded database).\n',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
