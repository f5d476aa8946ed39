// SCRATCH experiment runner (to be deleted).
import { startChild } from "./children";
import { measure } from "./load";
import { takePort } from "./ports";

const variants: Record<string, Record<string, string>> = {
  "replica of the app": {},
  "helmet -> static headers": { X_HELMET: "static" },
  "no security headers": { X_HELMET: "off" },
  "log: no redact option": { X_REDACT: "off" },
  "log: one line per request": { X_LOG: "one-line", X_REDACT: "off" },
  "log: level warn": { X_LOG: "warn" },
  "rate limit off": { X_RL: "off" },
  "zod serializer off": { X_ZOD: "off" },
  "static headers + one-line log": { X_HELMET: "static", X_LOG: "one-line", X_REDACT: "off" },
  "minimal fastify": { X_MINIMAL: "on" },
};
const settings = { connections: 10, warmupSeconds: 2, durationSeconds: 5 };
const taken = new Set<number>();
const rounds = Number(process.env.ROUNDS ?? 2);
const results = new Map<string, number[]>();
const bareChild = await startChild({
  name: "bare",
  script: "bench/servers/bare-http.ts",
  port: await takePort(taken),
});
const children = [];
for (const [name, env] of Object.entries(variants)) {
  children.push({
    name,
    child: await startChild({ name, script: "bench/_exp-server.ts", port: await takePort(taken), env }),
  });
}
try {
  for (let round = 0; round < rounds; round++) {
    const bare = await measure({ url: bareChild.url, cpuUsage: bareChild.cpuUsage }, settings);
    results.set("bare", [...(results.get("bare") ?? []), bare.serverCpuPerRequest]);
    console.info(`bare: ${bare.serverCpuPerRequest.toFixed(1)} µs/req ${Math.round(bare.rate)} req/s`);
    for (const { name, child } of children) {
      const m = await measure({ url: `${child.url}/api/bench/ping`, cpuUsage: child.cpuUsage }, settings);
      results.set(name, [...(results.get(name) ?? []), m.serverCpuPerRequest]);
      console.info(`${name}: ${m.serverCpuPerRequest.toFixed(1)} µs/req ${Math.round(m.rate)} req/s cpu ${Math.round(m.serverCpuShare * 100)}% fail ${m.failures}`);
    }
  }
} finally {
  await bareChild.stop();
  for (const { child } of children) await child.stop();
}
console.info("\nmin µs/req over rounds:");
for (const [name, values] of results) console.info(`  ${name.padEnd(32)} ${Math.min(...values).toFixed(1)}  (${values.map((x) => x.toFixed(1)).join(", ")})`);
process.exit(0);
