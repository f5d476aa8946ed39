import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FOUNDER_TOKEN_HEADER } from "../core/founder-link";
import { FounderLeadSchema, HandbookLeadSchema } from "../core/schemas/lead";
import type { App } from "./app";
import { hashToken, newToken } from "./lib/tokens";
import { createSession, findAdminByUsername } from "./staff/staff-repository";
import { loginAsAdmin } from "./test/admin";
import { aSharedDeal, dealViewerCookie } from "./test/deal-viewers";
import { aContact, aFounderLead, aHandbookLead, anApplication } from "./test/factories";
import { aPaidApplication } from "./test/founder";
import { useTestApp } from "./test/helpers";
import { paidOrder, paymentTestEnv, submission, TEST_PAYMENT_SECRET } from "./test/payments";

const NUL = "\u0000";
/** Half of a surrogate pair: JSON.stringify sends it as the escape "\ud800", which jsonb refuses. */
const LONE_SURROGATE = "\ud800";
const CONTROL = "Must not contain control characters";
const INVALID = "Must not contain invalid characters";

// ---------------------------------------------------------------------------------------------
// The fuzz: FUZZ_REQUESTS malformed requests over every route of the OpenAPI document, public and
// staff, without a token and with a live admin session, from a fixed seed. Nothing may answer 5xx.
// ---------------------------------------------------------------------------------------------

/** Fixed, so a failure replays; FUZZ_SEED=<n> explores other requests (then fix, and keep this one). */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 0x4e414b48); // "NAKH"
const FUZZ_REQUESTS = 10_000;

/** mulberry32: small, fast and the same on every machine, so a failure replays from the seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(16).toString(16)).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { next, int, pick, chance, uuid };
}
type Random = ReturnType<typeof randomFrom>;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  default?: unknown;
};
type Parameter = { name: string; in: "path" | "query" | "header"; schema?: JsonSchema };
type Operation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: JsonSchema;
  parameters: Parameter[];
};

/** Every operation of the OpenAPI document, with its body schema and parameters. */
function operationsOf(app: App): Operation[] {
  return Object.entries(app.swagger().paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => {
        const op = operation as {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: Parameter[];
        };
        return {
          method: method.toUpperCase() as Operation["method"],
          path,
          body: op.requestBody?.content?.["application/json"]?.schema,
          parameters: op.parameters ?? [],
        };
      }),
  );
}

/** Strings and values a form, a script or an attacker might send where text is expected. */
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(50),
  "\ud800",
  "\udfff",
  "x\ud83d",
  "\ude00y",
  "\u0007\u001b[2J\u007f",
  "\t\r\n",
  "\u202eevil\u202c",
  "مرحبا بكم في نخلة",
  "שלום",
  "🚀👩🏽‍💻🇦🇪",
  "e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308",
  "Z̸̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅̆̇̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌ͅ͏͓͔͕͖͙͚͐͑͒͗͛",
  "\ufeffbom",
  "\uffff\ufffe",
  "x".repeat(201),
  "x".repeat(5001),
  "🚀".repeat(3000),
  "y".repeat(200_000),
  "'; drop table contacts; --",
  "%00",
  "%",
  "\\",
  "<script>alert(1)</script>",
  "{{7*7}} #{7*7} <%= 7*7 %>",
  "../../../../etc/passwd",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "true",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "0000-01-01T00:00:00Z",
  "0000-01-01",
  "9999-12-31T23:59:59Z",
  "9999-12-31",
  "2026-02-30",
  "2026-13-45T25:61:61Z",
  "1970-01-01T00:00:00.000000001+14:00",
  "2026-06-01T10:00:00-23:59",
  "2026-06-01",
  "T",
  "javascript:alert(1)",
  "http://",
  "https://exa mple.com",
  "https://xn--nxasmq6b.com/%00",
  "a@b",
  "a@b.c\u0000",
  "\u0000@example.com",
  "Market Size and Opportunity",
];
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.0001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [""],
  { "": "" },
  { a: { b: { c: 1 } } },
];

function nastyValue(random: Random, depth = 0): unknown {
  const roll = random.int(10);
  if (roll < 5) {
    const text = random.pick(NASTY_STRINGS);
    // One huge string per body at most: inside lists and objects, short ones.
    return depth === 0 ? text : text.slice(0, 300);
  }
  if (roll < 7) return random.pick(NASTY_NUMBERS);
  if (roll < 8 || depth > 2) return random.pick(NASTY_VALUES);
  if (roll < 9) {
    if (depth === 0 && random.chance(0.2)) return Array.from({ length: 5000 }, () => "x");
    return Array.from({ length: random.pick([1, 3, 30]) }, () => nastyValue(random, depth + 1));
  }
  return { [random.pick(NASTY_STRINGS).slice(0, 40)]: nastyValue(random, depth + 1) };
}

/** Values a format check accepts that sit at the edge of what a column or a clock can hold. */
const EDGE_STRINGS: Record<string, string[]> = {
  "date-time": [
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00+14:00",
    "1899-12-31T23:59:59Z",
    "1900-01-01T00:00:00+14:00",
    "9999-12-31T23:59:59Z",
    "9999-12-31T23:59:59-14:00",
    "2026-06-01T10:00:00.123456789+05:30",
    "2020-01-01T00:00:00Z",
    "2026-06-01T10:00:00-23:59",
  ],
  date: ["0000-01-01", "0001-01-01", "1899-12-31", "1900-01-01", "9999-12-31", "2024-02-29"],
  email: [
    `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.com`,
    "a+b@example.com",
    "FUZZ@EXAMPLE.COM",
    "\u00fcser@example.com",
  ],
  uuid: ["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff"],
};

/** Deep nesting: arrays or objects a few thousand levels down, around a value. */
const nested = (depth: number, inner: string, asObject: boolean) =>
  asObject
    ? `${'{"a":'.repeat(depth)}${inner}${"}".repeat(depth)}`
    : `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;

/**
 * A plausible value for a JSON schema: the request schemas come from core/ through the OpenAPI
 * document, so most requests built from them pass validation and reach the handlers.
 */
function sampleOf(
  schema: JsonSchema | undefined,
  random: Random,
  ids: string[],
  name = "",
): unknown {
  if (!schema) return random.pick(NASTY_VALUES);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(random.pick(choices), random, ids, name);
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], random, ids, name);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random.chance(0.7))
          out[name] = sampleOf(property, random, ids, name);
      }
      if (!schema.properties && schema.propertyNames?.enum) {
        for (const name of schema.propertyNames.enum.slice(0, 3)) {
          out[String(name)] = sampleOf(
            typeof schema.additionalProperties === "object"
              ? schema.additionalProperties
              : { type: "string" },
            random,
            ids,
          );
        }
      }
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1 + random.int(3)) }, () =>
        sampleOf(schema.items, random, ids),
      );
    case "integer":
    case "number": {
      // The application fee, so that some orders and applications go through.
      if (/amount|finalPrice/.test(name) && random.chance(0.6)) return random.pick([500000, 0]);
      if (random.chance(0.3)) {
        // The edges a validator lets through and a column may not hold.
        const edges = [schema.minimum, schema.maximum, 5e-324, 0.1 + 0.2, 2 ** 31, 2 ** 53 - 1];
        const edge = random.pick(edges.filter((value): value is number => value !== undefined));
        return type === "integer" ? Math.trunc(edge) : edge;
      }
      const low = schema.minimum ?? 0;
      const high = Math.min(schema.maximum ?? 1_000_000, low + 1_000_000);
      const value = low + random.next() * (high - low);
      return type === "integer" || random.chance(0.5) ? Math.ceil(value) : value;
    }
    case "boolean":
      return random.chance(0.5);
    case "null":
      return null;
    case "string": {
      if (random.chance(0.25)) {
        const edges =
          EDGE_STRINGS[
            schema.format ??
              (/email/i.test(name) ? "email" : /DateTime$|^time$/.test(name) ? "date-time" : "text")
          ];
        if (edges) return random.pick(edges);
        // As long as allowed, in characters that are more than one byte or one code unit.
        const unit = random.pick(["🚀", "é", "مرحبا", "e\u0301", "%_\\", "'\""]);
        return unit
          .repeat(Math.ceil((schema.maxLength ?? 200) / unit.length))
          .slice(0, schema.maxLength ?? 200);
      }
      // A piped check (an e-mail, a link, a schedule) leaves no format in the JSON schema: the name says it.
      const format =
        schema.format ??
        (/email/i.test(name)
          ? "email"
          : /url|website|linkedin/i.test(name)
            ? "uri"
            : /DateTime$|^time$/.test(name)
              ? "date-time"
              : undefined);
      switch (format) {
        case "uuid":
          return ids.length > 0 && random.chance(0.7) ? random.pick(ids) : random.uuid();
        case "email":
          return `fuzz${random.int(1e6)}@example.com`;
        case "date-time":
          if (random.chance(0.3)) return "2026-12-01T10:00:00+04:00";
          return new Date(Date.now() + (1 + random.int(300)) * 86_400_000).toISOString();
        case "date":
          return `2027-0${1 + random.int(9)}-1${random.int(10)}`;
        case "uri":
          return "https://example.com/fuzz";
      }
      const words = random.pick(["Fuzz", "Nakhla fuzz text", "GULF50", "Amira Saleh", "a"]);
      return words.slice(0, schema.maxLength ?? words.length).padEnd(schema.minLength ?? 0, "x");
    }
    default:
      return random.pick([{}, "text", 1]);
  }
}

/** Replaces one value somewhere in the object with something nasty. */
function mutate(value: unknown, random: Random): unknown {
  if (value === null || typeof value !== "object" || random.chance(0.15)) return nastyValue(random);
  // Array.from, not a spread: an earlier mutation's "__proto__" key gives an array another
  // prototype, and with it no iterator.
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? Array.from(value)
    : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0)
    return random.chance(0.5) ? { fuzz: nastyValue(random) } : [nastyValue(random)];
  const key = random.pick(keys);
  const roll = random.int(10);
  if (roll === 0) delete (copy as Record<string, unknown>)[key];
  else if (roll === 1)
    (copy as Record<string, unknown>)[random.pick(NASTY_STRINGS).slice(0, 60)] = nastyValue(random);
  else
    (copy as Record<string, unknown>)[key] = mutate((copy as Record<string, unknown>)[key], random);
  return copy;
}

/** A JSON text with a key written twice (JSON.stringify cannot, so it is spliced in). */
function withDuplicateKey(body: unknown, random: Random): string {
  const json = JSON.stringify(body);
  if (!body || typeof body !== "object" || Array.isArray(body) || json === "{}")
    return '{"a":1,"a":2}';
  const key = random.pick(Object.keys(body));
  return `{${JSON.stringify(key)}:${JSON.stringify(nastyValue(random))},${json.slice(1)}`;
}

/** Prototype keys as JSON text: an object literal would set the prototype instead of a key. */
function withPrototypeKey(body: unknown, random: Random): string {
  const json = JSON.stringify(body && typeof body === "object" && !Array.isArray(body) ? body : {});
  const poison = random.pick([
    '"__proto__":{"isAdmin":true}',
    '"constructor":{"prototype":{"isAdmin":true}}',
    '"prototype":{"isAdmin":true}',
    '"__proto__":null',
    '"constructor":"x"',
    `"answers":{"__proto__":{"fullName":"x"}}`,
  ]);
  return json === "{}" ? `{${poison}}` : `{${poison},${json.slice(1)}`;
}

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

type FuzzRequest = {
  method: Operation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  auth: "admin" | "none" | "forged";
};

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/jsonx",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "*/*",
  "",
];

const RAW_BODIES = [
  "",
  " ",
  "{",
  "{}}",
  "[}",
  "nul",
  "\ufeff{}",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x00"}',
  "{'a':1}",
  '{"a":1,}',
  "NaN",
  "1e99999",
  '"\\uDC00"',
  "\u0000",
  `{"a":${"9".repeat(5000)}}`,
];

/** Fills the path's {params}: often a good id, sometimes anything at all. */
function urlFor(operation: Operation, random: Random, ids: string[], badParams: boolean) {
  return operation.path.replace(/\{[^}]+\}/g, () => {
    if (!badParams) return ids.length > 0 && random.chance(0.6) ? random.pick(ids) : random.uuid();
    return random.pick([
      "%00",
      "%ED%A0%80",
      "%F0%9F%9A%80",
      "%",
      "%zz",
      "%2F..%2F",
      "..",
      "x".repeat(5000),
      "1",
      "-1",
      "null",
      "__proto__",
      "constructor",
      encodeURIComponent("مرحبا"),
      `${random.uuid()}%00`,
      random.uuid().toUpperCase(),
      random.uuid().replaceAll("-", ""),
      `{${random.uuid()}}`,
    ]);
  });
}

/** A query string: the route's own parameters and others, duplicated, huge or badly escaped. */
function queryFor(operation: Operation, random: Random): string {
  const names = [
    ...operation.parameters.filter((p) => p.in === "query").map((p) => p.name),
    "q",
    "page",
    "__proto__",
    "constructor[prototype][x]",
    "a[b][c]",
  ];
  const values = [
    "%00",
    "%ED%A0%80",
    "%C0%80",
    "%FF",
    "%",
    "%zz",
    "-1",
    "0",
    "1e400",
    "9".repeat(400),
    "0x10",
    "1.5",
    "Infinity",
    "NaN",
    "newest",
    "oldest",
    "New",
    "__proto__",
    encodeURIComponent("🚀 مرحبا e\u0301"),
    "x".repeat(random.pick([1, 201, 20_000])),
    "",
  ];
  const pairs = Array.from(
    { length: 1 + random.int(5) },
    () => `${random.pick(names)}=${random.pick(values)}`,
  );
  if (random.chance(0.2)) pairs.push(pairs[0] ?? "q=a");
  if (random.chance(0.1)) pairs.push(random.pick(["&&&", "=", "q", "q=a=b", "%00=1", "?"]));
  return pairs.join("&");
}

function fuzzRequest(
  operation: Operation,
  random: Random,
  ids: string[],
  tokens: { admin: string; viewer: string; founder: string },
): FuzzRequest {
  const auth = random.chance(0.65) ? "admin" : random.chance(0.7) ? "none" : "forged";
  const headers: Record<string, string> = {};
  // A firm viewer's live cookie on half the requests: the deal room's routes are reached too.
  if (random.chance(0.5)) headers.cookie = tokens.viewer;
  // A founder's live link on half of them: the founder's page's routes are reached too.
  if (random.chance(0.5)) headers[FOUNDER_TOKEN_HEADER] = tokens.founder;
  if (auth === "admin") headers.authorization = `Bearer ${tokens.admin}`;
  if (auth === "forged")
    headers.authorization = random.pick([
      "Bearer ",
      `Bearer ${"x".repeat(43)}`,
      "Basic YTpi",
      "Bearer a b",
      `Bearer ${"A".repeat(5000)}`,
    ]);
  const kind = random.int(20);
  const url = urlFor(operation, random, ids, kind === 0 || kind === 1);
  const query =
    kind === 2 || kind === 3 || (operation.method === "GET" && random.chance(0.5))
      ? `?${queryFor(operation, random)}`
      : "";
  const sample = () => sampleOf(operation.body, random, ids);
  let payload: string | undefined;
  let contentType = "application/json";
  if (kind <= 3) payload = operation.body ? JSON.stringify(sample()) : undefined;
  else if (kind <= 5) payload = JSON.stringify(sample());
  else if (kind <= 10) payload = JSON.stringify(mutate(sample(), random));
  else if (kind <= 12)
    payload = JSON.stringify(mutate(mutate(mutate(sample(), random), random), random));
  else if (kind === 13) payload = withDuplicateKey(sample(), random);
  else if (kind === 14) payload = withPrototypeKey(sample(), random);
  else if (kind === 15)
    payload = random.pick([
      nested(random.pick([100, 2000, 20_000]), '"x"', random.chance(0.5)),
      nested(random.pick([50, 5000]), '{"__proto__":{"x":1}}', true),
      JSON.stringify(
        random.pick([[], "text", 42, null, true, [sample()], { answers: [sample()] }]),
      ),
    ]);
  else if (kind === 16) {
    contentType = random.pick(CONTENT_TYPES);
    payload = random.chance(0.5) ? JSON.stringify(sample()) : "a=1&b=2";
  } else if (kind === 17) payload = random.pick(RAW_BODIES);
  else if (kind === 18)
    payload = JSON.stringify(sample()).replace(
      /"([^"]*)"/,
      `"$1${random.pick(["\\u0000", "\\ud800", "\\udfff", "\\u001f"])}"`,
    );
  else payload = JSON.stringify(sample());
  if (payload !== undefined && contentType !== "") headers["content-type"] = contentType;
  return { method: operation.method, url: `${url}${query}`, headers, payload, auth };
}

const describeRequest = (request: FuzzRequest) => {
  const body =
    request.payload === undefined
      ? ""
      : ` ${JSON.stringify(request.payload.slice(0, 300))}${request.payload.length > 300 ? `…(${request.payload.length} chars)` : ""}`;
  return `${request.method} ${request.url.slice(0, 200)} [${request.auth}, ${request.headers["content-type"] ?? "no content-type"}]${body}`;
};

/** The webhook declares no body schema (it verifies the raw bytes first): Razorpay's shape. */
const WEBHOOK_BODY: JsonSchema = {
  type: "object",
  required: ["event", "payload"],
  properties: {
    event: { enum: ["payment.captured", "order.paid", "payment.failed"] },
    payload: {
      type: "object",
      properties: {
        payment: {
          type: "object",
          properties: {
            entity: {
              type: "object",
              required: ["id", "amount"],
              properties: {
                id: { type: "string" },
                order_id: { type: "string" },
                amount: { type: "integer", minimum: 0, maximum: 500000 },
              },
            },
          },
        },
        order: {
          type: "object",
          properties: {
            entity: {
              type: "object",
              properties: { id: { type: "string" }, amount: { type: "integer" } },
            },
          },
        },
      },
    },
  },
};

describe("bad input never reaches a 500", () => {
  // One app for both parts: a PGlite database costs seconds to open.
  const t = useTestApp(paymentTestEnv);

  describe("text PostgreSQL cannot store is refused, naming the field", () => {
    const post = (url: string, payload: object, headers = {}) =>
      t.app.inject({ method: "POST", url, payload, headers });

    it.each([
      ["/api/newsletter/subscribe", { email: `a${NUL}@example.com` }, "Email"],
      ["/api/contact", aContact({ name: `Amira${NUL}` }), "Name"],
      ["/api/contact", aContact({ recipient: `${NUL}` }), "Recipient"],
      ["/api/leads", aHandbookLead({ name: `Rohan${NUL}` }), "Name"],
      ["/api/leads", aFounderLead({ startup: `Krishi${NUL}Ledger` }), "Startup"],
      [
        "/api/funding-interest",
        { name: "Huda", email: "huda@example.com", company: NUL, idea: "Dates, delivered" },
        "Company",
      ],
      [
        "/api/consultancy-requests",
        {
          businessName: `Oasis${NUL}`,
          businessAge: 3,
          industry: "Retail",
          primaryProblem: "Cash flow",
          expectations: "A plan",
        },
        "BusinessName",
      ],
      ["/api/coupon/verify", { code: `GULF${NUL}50` }, "Code"],
      [
        "/api/payment/create-order",
        { amount: 500000, answers: anApplication({ journey: `Ten years${NUL}` }) },
        "Journey",
      ],
      ["/api/payment/test-checkout", { orderId: `order_${NUL}` }, "OrderId"],
      ["/api/apply", { ...anApplication({ fullName: NUL }), finalPrice: 0 }, "FullName"],
      ["/api/admin/login", { username: `admin${NUL}`, password: "whatever it is" }, "Username"],
      [
        "/api/application-drafts",
        { email: "a@example.com", step: 2, answers: { fullName: `Aisha${NUL}` } },
        "FullName",
      ],
      ["/api/application-drafts/resume", { token: `${"x".repeat(30)}${NUL}` }, "Token"],
    ])("POST %s with NUL in a text field answers 400 naming it", async (url, payload, field) => {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${field}: ${CONTROL}`);
    });

    it("answers 400 to q=%00 and status=%00 on every staff list and CSV export", async () => {
      const { headers } = await loginAsAdmin(t.app, t.db);
      const paths = Object.keys(t.app.swagger().paths ?? {}).filter((path) =>
        path.startsWith("/api/admin/"),
      );
      const lists = paths.filter((path) =>
        // A console list is a path with the list query: page, pageSize, q, status, sort.
        ((t.app.swagger().paths?.[path]?.get?.parameters ?? []) as { name?: string }[]).some(
          (parameter) => parameter.name === "q",
        ),
      );
      expect(lists.length).toBeGreaterThanOrEqual(14);
      expect(lists).toEqual(
        expect.arrayContaining(["/api/admin/contacts", "/api/admin/contacts.csv"]),
      );
      const answers: string[] = [];
      for (const path of lists) {
        for (const [param, label] of [
          ["q", "Q"],
          ["status", "Status"],
        ]) {
          const response = await t.app.inject({
            method: "GET",
            url: `${path}?${param}=%00`,
            headers,
          });
          answers.push(`${path} ${param}: ${response.statusCode} ${response.json().message}`);
          expect(response.json().message, `${path} ${param}`).toBe(`${label}: ${CONTROL}`);
        }
      }
      expect(answers.filter((answer) => !answer.includes(" 400 "))).toEqual([]);
    });

    it("answers 400 to a lone surrogate in the application's answers, stored or kept with the order", async () => {
      const order = await post("/api/payment/create-order", {
        amount: 500000,
        answers: anApplication({ pitch: `Cold chain ${LONE_SURROGATE}` }),
      });
      expect(order.statusCode).toBe(400);
      expect(order.json().message).toBe(`Pitch: ${INVALID}`);

      const { answers, payment } = await paidOrder(t.app);
      const apply = await post("/api/apply", {
        ...submission({ ...answers, challenge: LONE_SURROGATE }, payment, { finalPrice: 500000 }),
      });
      expect(apply.statusCode).toBe(400);
      expect(apply.json().message).toBe(`Challenge: ${INVALID}`);
    });

    it("answers 400 to a lone surrogate in the evaluation staff write", async () => {
      const { headers } = await loginAsAdmin(t.app, t.db);
      const { answers, payment } = await paidOrder(t.app);
      const applied = await post(
        "/api/apply",
        submission(answers, payment, { finalPrice: 500000 }),
      );
      expect(applied.statusCode).toBe(201);
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/apply/update-status",
        headers,
        payload: {
          applicationId: applied.json()._id,
          adminAnswers: { "Market Size and Opportunity": `Large ${LONE_SURROGATE}` },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Market Size and Opportunity: ${INVALID}`);
    });
  });

  describe("a fuzz of every route", () => {
    it(`answers ${FUZZ_REQUESTS} malformed requests with no 5xx`, async () => {
      const started = performance.now();
      const cpuAtStart = process.cpuUsage();
      const random = randomFrom(FUZZ_SEED);
      const admin = await loginAsAdmin(t.app, t.db);
      const adminRow = await findAdminByUsername(t.db, admin.username);
      const deal = await aSharedDeal(t.app, t.db, admin.headers, ["alpha"]);
      const tokens = {
        admin: admin.token,
        viewer: await dealViewerCookie(t.app, t.db, deal.emailOf("alpha")),
        founder: (await aPaidApplication(t.app)).token,
      };
      // Two routes check their body themselves (no schema in the document): give them theirs.
      const leadBody = {
        anyOf: [HandbookLeadSchema, FounderLeadSchema].map(
          (schema) => z.toJSONSchema(schema, { io: "input" }) as JsonSchema,
        ),
      };
      const operations = operationsOf(t.app).map((operation) =>
        operation.path === "/api/payment/webhook"
          ? { ...operation, body: WEBHOOK_BODY }
          : operation.path === "/api/leads" && operation.method === "POST"
            ? { ...operation, body: leadBody }
            : operation,
      );
      expect(operations.length).toBeGreaterThan(40);
      const ids: string[] = [];
      // A few paid applications, so the console's application routes have records to work on.
      for (let i = 0; i < 3; i++) {
        const { answers, payment } = await paidOrder(t.app);
        const applied = await t.app.inject({
          method: "POST",
          url: "/api/apply",
          payload: submission(answers, payment, { finalPrice: 500000 }),
        });
        ids.push(applied.json()._id);
      }
      const failures: string[] = [];
      const statuses = new Map<string, number>();
      const reached = new Set<string>();

      for (let i = 0; i < FUZZ_REQUESTS; i++) {
        const operation = operations[i % operations.length] as Operation;
        const request = fuzzRequest(operation, random, ids, tokens);
        if (
          operation.path === "/api/payment/webhook" &&
          request.payload !== undefined &&
          random.chance(0.6)
        ) {
          request.headers["x-razorpay-signature"] = createHmac("sha256", TEST_PAYMENT_SECRET)
            .update(request.payload)
            .digest("hex");
          request.headers["x-razorpay-event-id"] = random.pick([
            "evt_1",
            `evt_${i}`,
            "",
            "x".repeat(300),
            "%00",
          ]);
        }
        let response: Awaited<ReturnType<App["inject"]>>;
        try {
          response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined && { payload: request.payload }),
          });
        } catch (error) {
          failures.push(`${describeRequest(request)} → threw ${String(error)}`);
          continue;
        }
        const status = response.statusCode;
        const bucket = `${Math.floor(status / 100)}xx`;
        statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
        if (status >= 500) {
          failures.push(`${describeRequest(request)} → ${status} ${response.body.slice(0, 200)}`);
        } else if (status < 300) {
          reached.add(key(operation));
          // Ids of what was created or listed, to aim later requests at real records (the last 200).
          for (const [, id] of response.body.matchAll(/"_id":"([0-9a-f-]{36})"/g)) {
            if (id && !ids.includes(id)) ids.push(id);
          }
          ids.splice(0, Math.max(0, ids.length - 200));
        }
        // Signing out ends the fuzz's session: open another, as signing in again would.
        if (
          operation.path === "/api/admin/logout" &&
          request.auth === "admin" &&
          status === 200 &&
          adminRow
        ) {
          tokens.admin = newToken();
          await createSession(t.db, {
            adminId: adminRow.id,
            tokenHash: hashToken(tokens.admin),
            expiresAt: new Date(Date.now() + 3_600_000),
          });
        }
      }

      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuAtStart);
      const cpuSeconds = (cpu.user + cpu.system) / 1e6;
      const summary = `${FUZZ_REQUESTS} requests over ${operations.length} routes in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU): ${[...statuses].map(([k, v]) => `${k} ${v}`).join(", ")}; ${reached.size} routes answered 2xx`;
      console.info(summary);
      const unreached = operations.map(key).filter((route) => !reached.has(route));
      console.info(
        `Routes that never answered 2xx (they need records or secrets the fuzz lacks): ${unreached.join(", ")}`,
      );
      expect(failures, summary).toEqual([]);
      // The fuzz reached the handlers, not only the validators and the access hook.
      expect(statuses.get("2xx") ?? 0).toBeGreaterThan(FUZZ_REQUESTS / 20);
      expect(reached.size).toBeGreaterThan(operations.length / 2);
    }, 120_000);
  });
});
