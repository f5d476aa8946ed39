import { lingui } from "@lingui/vite-plugin";
import { configDefaults, defineConfig } from "vitest/config";
import { linguiMacros } from "./scripts/lingui-macros.ts";

export default defineConfig({
  test: {
    projects: [
      {
        // The site's messages are Lingui macros and catalogues, as in the build (vite.config.ts).
        plugins: [linguiMacros(), lingui()],
        test: {
          name: "unit",
          // Component tests (*.test.tsx) render in jsdom, each file saying so in its first line.
          include: [
            "core/**/*.test.ts",
            "web/**/*.test.ts",
            "web/**/*.test.tsx",
            "scripts/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "api",
          include: ["api/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "api/test/instances/**", "api/test/drill/**"],
          globalSetup: ["api/test/global-setup.ts"],
          // Each file gets its own database; PGlite instances are heavy, so keep two at a time.
          maxWorkers: 2,
          // Runs after the unit project when both run together.
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Two API processes on one PostgreSQL (docs/decisions/016-several-instances.md); needs
        // DATABASE_URL, not part of npm test: DATABASE_URL=… npx vitest run --project instances
        test: {
          name: "instances",
          include: ["api/test/instances/*.test.ts"],
          globalSetup: ["api/test/instances/build-server.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The restore drill (docs/decisions/050-backups.md): servers, npm run backup and restore
        // as processes, on PGlite, or on PostgreSQL with DATABASE_URL; needs the site built first
        // (npm run build), and runs the compiled server.
        // Not part of npm test: .ci/run runs it on both databases.
        test: {
          name: "drill",
          include: ["api/test/drill/*.test.ts"],
          globalSetup: ["api/test/instances/build-server.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
