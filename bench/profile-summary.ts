// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time by function and by package, and
// the share of samples each package is on the stack for (its inclusive cost, callees included).
//   node --import tsx bench/profile-summary.ts <file.cpuprofile> [top=25]
// Only the last busy stretch of the profile is counted, minus its first 2 s (the warm-up), so
// start-up (migrations, tsx compiling) and idle time do not blur the figures under load.
import { readFileSync } from "node:fs";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: profile-summary <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg) || 25;
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

const isIdle = (id: number) => byId.get(id)?.callFrame.functionName === "(idle)";

/** Sample indexes of the last stretch where most of each second was busy, warm-up left out. */
function loadWindow(): number[] {
  const times: number[] = [];
  let now = 0;
  for (const delta of profile.timeDeltas) {
    now += delta;
    times.push(now);
  }
  const second = (index: number) => Math.floor((times[index] ?? 0) / 1e6);
  const busy = new Map<number, { all: number; busy: number }>();
  profile.samples.forEach((id, index) => {
    const bucket = busy.get(second(index)) ?? { all: 0, busy: 0 };
    bucket.all++;
    if (!isIdle(id)) bucket.busy++;
    busy.set(second(index), bucket);
  });
  const isBusy = (s: number) => {
    const bucket = busy.get(s);
    return bucket !== undefined && bucket.busy / bucket.all > 0.5;
  };
  let end = Math.max(...busy.keys());
  while (end > 0 && !isBusy(end)) end--;
  let start = end;
  while (isBusy(start - 1)) start--;
  const from = Math.min(start + 2, end);
  console.info(`window: seconds ${from}-${end} of the profile (busy from ${start})`);
  return profile.samples
    .map((_, index) => index)
    .filter((index) => {
      const s = second(index);
      return s >= from && s <= end;
    });
}

function packageOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName; // (garbage collector), (program), (idle), native
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [first = "", second = ""] = url.slice(modules + 14).split("/");
    return first.startsWith("@") ? `${first}/${second}` : first;
  }
  if (url.startsWith("node:")) return `node:${url.slice(5).replace(/^internal\//, "internal/")}`;
  const repo = url.indexOf("/work/main/");
  return repo >= 0 ? url.slice(repo + 11) : url;
}

const label = (frame: CallFrame) =>
  `${frame.functionName || "(anonymous)"}  ${packageOf(frame)}:${frame.lineNumber + 1}`;

const window = loadWindow();
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
print("self time by function", self, top);
print("self time by package / file", selfByPackage, top);
print("on the stack (inclusive) by package / file", onStack, top);
