// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time by function and by package, and
// the share of samples each package is on the stack for (its inclusive cost, callees included).
//   node --import tsx bench/profile-summary.ts <file.cpuprofile> [stretch=last] [top=25]
// Only one busy stretch of the profile is counted (1 = the first; start-up is usually the first;
// or seconds given as "from-to", when start-up runs straight into the load),
// minus its first 2 s (the warm-up), so start-up and idle time do not blur the figures under load.
// Samples are wall-clock: time the process was preempted inside a syscall is charged to it.
import { readFileSync } from "node:fs";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, stretchArg, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: profile-summary <file.cpuprofile> [stretch] [top]");
  process.exit(2);
}
const range = stretchArg?.match(/^(\d+)-(\d+)$/);
const stretch = Number(stretchArg) || 0;
const top = Number(topArg) || 25;
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

const isIdle = (id: number) => byId.get(id)?.callFrame.functionName === "(idle)";

/**
 * Sample indexes of one busy stretch (seconds where most samples were not idle), its first 2 s
 * (the warm-up) left out. Stretches are listed so the one under the wanted load can be chosen.
 */
function loadWindow(): number[] {
  const times: number[] = [];
  let now = 0;
  for (const delta of profile.timeDeltas) {
    now += delta;
    times.push(now);
  }
  const second = (index: number) => Math.floor((times[index] ?? 0) / 1e6);
  const buckets = new Map<number, { all: number; busy: number }>();
  profile.samples.forEach((id, index) => {
    const bucket = buckets.get(second(index)) ?? { all: 0, busy: 0 };
    bucket.all++;
    if (!isIdle(id)) bucket.busy++;
    buckets.set(second(index), bucket);
  });
  const isBusy = (s: number) => {
    const bucket = buckets.get(s);
    return bucket !== undefined && bucket.busy / bucket.all > 0.25;
  };
  const stretches: Array<[number, number]> = [];
  const last = Math.max(...buckets.keys());
  for (let s = 0; s <= last; s++) {
    if (!isBusy(s)) continue;
    const open = stretches.at(-1);
    if (open && open[1] === s - 1) open[1] = s;
    else stretches.push([s, s]);
  }
  console.info(`busy stretches (s): ${stretches.map(([a, b]) => `${a}-${b}`).join(", ")}`);
  const [start, end] = range
    ? [Number(range[1]) - 2, Number(range[2])]
    : (stretches.at(stretch === 0 ? -1 : stretch - 1) ?? [0, last]);
  const from = Math.min(start + 2, end);
  console.info(`counting seconds ${from}-${end}`);
  return profile.samples
    .map((_, index) => index)
    .filter((index) => second(index) >= from && second(index) <= end);
}

function packageOf({ url, functionName }: CallFrame): string {
  // (garbage collector), (program), native functions, regular expressions
  if (!url) return functionName.startsWith("RegExp:") ? "(regexp)" : functionName;
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [first = "", second = ""] = url.slice(modules + 14).split("/");
    return first.startsWith("@") ? `${first}/${second}` : first;
  }
  if (url.startsWith("node:")) return `node:${url.slice(5).replace(/^internal\//, "internal/")}`;
  // A file of this repository, by its path in it (the clone may sit anywhere).
  const repo = url.match(/\/((?:api|bench|core|web|scripts)\/.*)$/);
  return repo?.[1] ?? url;
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
const label = (frame: CallFrame) =>
  frame.url
    ? `${frame.functionName || "(anonymous)"}  ${packageOf(frame)}:${frame.lineNumber + 1}`
    : shorten(frame.functionName);

/** Which part of this app a sample pays for: the innermost frame that belongs to one wins. */
const CONCERNS: Array<[string, RegExp]> = [
  ["logging (pino)", /^(pino|sonic-boom|@pinojs\/.*|pino-std-serializers|fast-redact)$/],
  [
    "security headers (helmet + CSP hook)",
    /^(helmet|@fastify\/helmet|api\/plugins\/security-headers\.ts)$/,
  ],
  ["rate limit", /^(@fastify\/rate-limit|toad-cache)$/],
  ["cors", /^@fastify\/cors$/],
  ["zod response serialisation / validation", /^(zod|fastify-type-provider-zod)$/],
  ["request id hook (api/app.ts)", /^api\/app\.ts$/],
  ["bench server code (route, hooks, handler)", /^bench\/servers\//],
  ["api routes and repositories", /^api\//],
  ["database driver", /^(@electric-sql\/pglite|drizzle-orm|pg|pg-pool|pg-protocol|wasm:.*)$/],
];
const SOCKET_WRITE = new Set(["writev", "writeBuffer", "writeUtf8String", "writeLatin1String"]);
const STREAM_BASE = "node:internal/stream_base_commons";

function concernOf(leaf: number): string {
  const leafFrame = byId.get(leaf)?.callFrame;
  // The kernel send is the floor every server pays, whoever called it. The same native names
  // serve fs writes (PGlite's files, pino's sonic-boom), so the caller decides.
  const caller = byId.get(parentOf.get(leaf) ?? -1)?.callFrame.url;
  if (leafFrame && SOCKET_WRITE.has(leafFrame.functionName) && caller === STREAM_BASE) {
    return "socket write (syscall)";
  }
  let fastify = false;
  for (let at: number | undefined = leaf; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)?.callFrame;
    if (!frame?.url) continue;
    const name = packageOf(frame);
    for (const [concern, pattern] of CONCERNS) if (pattern.test(name)) return concern;
    if (name === "fastify" || name === "find-my-way" || name === "light-my-request") fastify = true;
  }
  if (leafFrame && !leafFrame.url && leafFrame.functionName.startsWith("(")) {
    return leafFrame.functionName;
  }
  return fastify ? "fastify core + node http under it" : "node http / net / event loop";
}

const window = loadWindow();
const byConcern = new Map<string, number>();
const self = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const onStack = new Map<string, number>();
let counted = 0;
const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

for (const index of window) {
  const id = profile.samples[index];
  if (id === undefined || isIdle(id)) continue;
  counted++;
  const node = byId.get(id);
  if (!node) continue;
  add(self, label(node.callFrame));
  add(selfByPackage, packageOf(node.callFrame));
  add(byConcern, concernOf(id));
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)?.callFrame;
    if (frame?.url) seen.add(packageOf(frame));
  }
  for (const name of seen) add(onStack, name);
}

const idle = window.filter((index) => isIdle(profile.samples[index] ?? -1)).length;
console.info(`busy samples: ${counted} (${Math.round((100 * idle) / window.length)}% idle)\n`);
const print = (title: string, map: Map<string, number>, count: number) => {
  console.info(title);
  for (const [key, value] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.info(`  ${((100 * value) / counted).toFixed(1).padStart(5)}%  ${key}`);
  }
  console.info("");
};
print("by concern (innermost frame that belongs to one)", byConcern, top);
print("self time by function", self, top);
print("self time by package / file", selfByPackage, top);
print("on the stack (inclusive) by package / file", onStack, top);
