// The art direction of scripts/art.ts: the brand's colours (web/styles/app.css), the plate of each
// team group, each portfolio company's mark and each centre's skyline.
import type { Face } from "./lettering";

export const PALETTE = {
  ink: "#0f1b2d",
  inkSoft: "#3b4a5e",
  navy: "#1e3a5f",
  paper: "#fbf8f3",
  sand: "#efe6d8",
  line: "#e3ddd2",
  accent: "#c2410c",
  accentStrong: "#9a3412",
  peach: "#fdba8c",
  accentSoft: "#fdeadf",
  teal: "#0f766e",
  ochre: "#b45309",
} as const;

type Plate = { ground: string; sun: string; ring: string; ink: string };

/** One duotone per team group: leadership on ink, investment on terracotta, operations on sand. */
export const PLATES: Record<string, Plate> = {
  leadership: { ground: PALETTE.ink, sun: PALETTE.accent, ring: PALETTE.peach, ink: PALETTE.paper },
  "investment-strategy": {
    ground: PALETTE.accentStrong,
    sun: PALETTE.accent,
    ring: PALETTE.peach,
    ink: PALETTE.paper,
  },
  "operations-support": {
    ground: PALETTE.sand,
    sun: PALETTE.accentSoft,
    ring: PALETTE.accent,
    ink: PALETTE.ink,
  },
};

type Wordmark = {
  face: Face;
  weight: number;
  size?: number;
  tracking?: number;
  upper?: boolean;
  /** What the mark spells, when not the company's full name. */
  text?: string;
  colour: string;
  /** The symbol, drawn in a 36 × 36 box. */
  symbol: (colour: string) => string;
};

const SYMBOLS = {
  drop: (c: string) =>
    `<path d="M18 3C25 13 30 19 30 24a12 12 0 0 1-24 0c0-5 5-11 12-21z" fill="${c}"/><path d="M12 24a6 6 0 0 0 6 6" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
  ledger: (c: string) =>
    `<rect x="4" y="20" width="7" height="12" rx="1.5" fill="${c}"/><rect x="14.5" y="12" width="7" height="20" rx="1.5" fill="${c}"/><rect x="25" y="4" width="7" height="28" rx="1.5" fill="${c}"/>`,
  cross: (c: string) =>
    `<circle cx="18" cy="18" r="16" fill="${c}"/><path d="M15 9h6v6h6v6h-6v6h-6v-6H9v-6h6z" fill="#fff"/>`,
  wing: (c: string) => `<path d="M2 30C10 14 22 5 34 4 28 12 24 22 22 32L17 22z" fill="${c}"/>`,
  sun: (c: string) =>
    `<path d="M4 28a14 14 0 0 1 28 0z" fill="${c}"/><g stroke="${c}" stroke-width="2.5" stroke-linecap="round"><path d="M18 4v5M5 11l4 4M31 11l-4 4"/></g><path d="M2 32h32" stroke="${c}" stroke-width="2.5" stroke-linecap="round"/>`,
  loops: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="4"><circle cx="13" cy="18" r="9"/><circle cx="23" cy="18" r="9"/></g>`,
  leaf: (c: string) =>
    `<path d="M6 30C6 14 16 5 32 4c0 16-9 26-26 26z" fill="${c}"/><path d="M8 28 24 12" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
  orbit: (c: string) =>
    `<circle cx="18" cy="18" r="7" fill="${c}"/><ellipse cx="18" cy="18" rx="16" ry="7" fill="none" stroke="${c}" stroke-width="2.5" transform="rotate(-25 18 18)"/>`,
  arch: (c: string) =>
    `<path d="M4 33V17a14 14 0 0 1 28 0v16h-8V17a6 6 0 0 0-12 0v16z" fill="${c}"/>`,
  branch: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"><path d="M18 33V16M18 20 8 8M18 16l10-10"/></g><circle cx="8" cy="8" r="3.5" fill="${c}"/><circle cx="28" cy="6" r="3.5" fill="${c}"/>`,
  cube: (c: string) =>
    `<path d="M18 2 32 10v16L18 34 4 26V10z" fill="${c}"/><path d="M4 10l14 8 14-8M18 18v16" fill="none" stroke="#fff" stroke-width="2"/>`,
  sail: (c: string) =>
    `<path d="M17 3v23H5z" fill="${c}"/><path d="M20 7c7 5 10 12 10 19H20z" fill="${c}" opacity=".7"/><path d="M3 29h30l-4 5H7z" fill="${c}"/>`,
  cycle: (c: string) =>
    `<path d="M18 5a13 13 0 1 1-12.2 8.5" fill="none" stroke="${c}" stroke-width="4.5" stroke-linecap="round"/><path d="M2 7l5 8 8-4z" fill="${c}"/>`,
  shield: (c: string) =>
    `<path d="M18 2 32 7v10c0 9-6 15-14 18C10 32 4 26 4 17V7z" fill="${c}"/><path d="M12 18l4 4 8-9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  spark: (c: string) => `<path d="M18 2l4 12 12 4-12 4-4 12-4-12-12-4 12-4z" fill="${c}"/>`,
  chevron: (c: string) =>
    `<path d="M2 8h10l10 10-10 10H2l10-10z" fill="${c}"/><path d="M16 8h8l10 10-10 10h-8l10-10z" fill="${c}" opacity=".6"/>`,
};

/** Each company's mark: a symbol in its colour and its name in one of our two faces. */
export const WORDMARKS: Record<string, Wordmark> = {
  "qanat-water": {
    face: "Inter",
    weight: 600,
    text: "qanat",
    size: 30,
    tracking: -0.03,
    colour: PALETTE.teal,
    symbol: SYMBOLS.drop,
  },
  ledgerly: {
    face: "Fraunces",
    weight: 600,
    size: 30,
    colour: PALETTE.navy,
    symbol: SYMBOLS.ledger,
  },
  "tabeeb-health": {
    face: "Inter",
    weight: 700,
    text: "TABEEB",
    size: 24,
    tracking: 0.12,
    colour: PALETTE.accentStrong,
    symbol: SYMBOLS.cross,
  },
  "kestrel-robotics": {
    face: "Inter",
    weight: 700,
    text: "KESTREL",
    size: 24,
    tracking: 0.2,
    colour: PALETTE.ink,
    symbol: SYMBOLS.wing,
  },
  "sahel-grid": {
    face: "Fraunces",
    weight: 500,
    text: "Sahel Grid",
    size: 28,
    colour: PALETTE.ochre,
    symbol: SYMBOLS.sun,
  },
  "mnemo-learning": {
    face: "Inter",
    weight: 500,
    text: "mnemo",
    size: 32,
    tracking: -0.02,
    colour: PALETTE.accent,
    symbol: SYMBOLS.loops,
  },
  "pandan-pay": {
    face: "Inter",
    weight: 700,
    text: "pandan pay",
    size: 26,
    tracking: -0.03,
    colour: PALETTE.teal,
    symbol: SYMBOLS.leaf,
  },
  orbitra: {
    face: "Inter",
    weight: 400,
    text: "ORBITRA",
    size: 24,
    tracking: 0.28,
    colour: PALETTE.navy,
    symbol: SYMBOLS.orbit,
  },
  "haveli-foods": {
    face: "Fraunces",
    weight: 700,
    text: "Haveli",
    size: 32,
    colour: PALETTE.accent,
    symbol: SYMBOLS.arch,
  },
  "coralis-bio": {
    face: "Fraunces",
    weight: 500,
    text: "coralis",
    size: 32,
    colour: PALETTE.accentStrong,
    symbol: SYMBOLS.branch,
  },
  "tessellate-ai": {
    face: "Inter",
    weight: 600,
    text: "tessellate",
    size: 28,
    tracking: -0.04,
    colour: PALETTE.navy,
    symbol: SYMBOLS.cube,
  },
  "dhow-logistics": {
    face: "Inter",
    weight: 700,
    text: "DHOW",
    size: 28,
    tracking: 0.08,
    colour: PALETTE.navy,
    symbol: SYMBOLS.sail,
  },
  "verdant-loop": {
    face: "Fraunces",
    weight: 600,
    text: "verdant loop",
    size: 28,
    colour: PALETTE.teal,
    symbol: SYMBOLS.cycle,
  },
  "kora-insure": {
    face: "Inter",
    weight: 600,
    text: "Kora",
    size: 32,
    tracking: -0.02,
    colour: PALETTE.ochre,
    symbol: SYMBOLS.shield,
  },
  "brightwell-labs": {
    face: "Fraunces",
    weight: 600,
    text: "Brightwell",
    size: 30,
    colour: PALETTE.accent,
    symbol: SYMBOLS.spark,
  },
  "miraj-mobility": {
    face: "Inter",
    weight: 700,
    text: "MIRAJ",
    size: 26,
    tracking: 0.16,
    colour: PALETTE.accentStrong,
    symbol: SYMBOLS.chevron,
  },
};

// Skylines: flat shapes standing on the horizon (y = h), x across a 640-wide plate.
const towers = (h: number, spans: readonly (readonly [number, number, number])[]) =>
  spans
    .map(([x, w, height]) => `<rect x="${x}" y="${h - height}" width="${w}" height="${height}"/>`)
    .join("");
const dome = (h: number, x: number, r: number, base = 0) =>
  `<path d="M${x - r} ${h}V${h - base}a${r} ${r} 0 0 1 ${2 * r} 0V${h}z"/>`;
const pyramid = (h: number, x: number, w: number, height: number) =>
  `<path d="M${x} ${h}l${w / 2} ${-height}l${w / 2} ${height}z"/>`;
const spire = (h: number, x: number, w: number, height: number) =>
  `<path d="M${x} ${h}V${h - height * 0.7}l${w / 2} ${-height * 0.3}l${w / 2} ${height * 0.3}V${h}z"/>`;
const arches = (h: number, x: number, count: number, w: number, height: number) =>
  `<path d="M${x} ${h}V${h - height}h${count * w}V${h}${Array.from({ length: count }, (_, i) => `h${-w * 0.2}v${-height * 0.45}a${w * 0.3} ${w * 0.3} 0 0 0 ${-w * 0.6} 0v${height * 0.45}h${-w * 0.2}`).join("")}z"/>`;
const palm = (h: number, x: number, height: number) =>
  `<path d="M${x - 3} ${h}c4-${height * 0.5} 4-${height * 0.8} 1-${height}h6c2 ${height * 0.2} 2 ${height * 0.5}-1 ${height}z"/><path d="M${x} ${h - height}c-22-14-48-12-66 4 24-5 46-6 66-4zm0 0c22-16 48-16 66-2-22-2-44-1-66 2zm0 0c-10-20-28-32-50-33 19 10 35 20 50 33zm0 0c11-20 29-31 50-31-19 9-35 19-50 31z"/>`;

type City = {
  ground: string;
  sunColour: string;
  ring: string;
  sun: readonly [number, number];
  far: string;
  near: string;
  far_shapes: (h: number) => string;
  near_shapes: (h: number) => string;
};

const dusk = {
  ground: PALETTE.ink,
  sunColour: PALETTE.accent,
  ring: PALETTE.peach,
  far: PALETTE.navy,
  near: "#0a1320",
};
const day = {
  ground: PALETTE.sand,
  sunColour: PALETTE.peach,
  ring: PALETTE.accent,
  far: "#d9cbb5",
  near: PALETTE.accentStrong,
};
const ember = {
  ground: PALETTE.accentStrong,
  sunColour: PALETTE.peach,
  ring: PALETTE.accentSoft,
  far: PALETTE.accent,
  near: PALETTE.ink,
};

export const CITY_SKYLINES: Record<string, City> = {
  "abu-dhabi": {
    ...dusk,
    sun: [470, 130],
    far_shapes: (h) =>
      towers(h, [
        [40, 40, 120],
        [90, 34, 170],
        [130, 46, 140],
        [300, 38, 190],
        [344, 30, 150],
      ]),
    near_shapes: (h) =>
      towers(h, [
        [0, 60, 70],
        [70, 48, 96],
        [190, 54, 110],
        [250, 40, 80],
        [560, 80, 90],
      ]) +
      dome(h, 430, 44, 10) +
      palm(h, 520, 120),
  },
  london: {
    ...day,
    sun: [150, 120],
    far_shapes: (h) =>
      towers(h, [
        [60, 40, 110],
        [380, 50, 150],
        [520, 44, 120],
      ]) + dome(h, 250, 54, 60),
    near_shapes: (h) =>
      spire(h, 440, 46, 190) +
      towers(h, [
        [0, 90, 70],
        [100, 70, 90],
        [180, 80, 60],
        [500, 140, 80],
      ]),
  },
  singapore: {
    ...ember,
    sun: [320, 110],
    far_shapes: (h) =>
      towers(h, [
        [30, 36, 150],
        [70, 40, 190],
        [500, 44, 170],
        [550, 36, 130],
      ]),
    near_shapes: (h) =>
      towers(h, [
        [250, 34, 150],
        [303, 34, 150],
        [356, 34, 150],
        [0, 70, 60],
        [120, 80, 80],
        [430, 60, 70],
        [560, 80, 60],
      ]) + `<path d="M236 ${h - 150}h168l-10 -14H246z"/>`,
  },
  "palo-alto": {
    ...day,
    sun: [460, 140],
    far_shapes: (h) => `<path d="M0 ${h}V${h - 60}q160-70 320-20t320 10V${h}z"/>`,
    near_shapes: (h) =>
      towers(h, [
        [60, 120, 40],
        [220, 90, 56],
        [400, 140, 36],
      ]) +
      spire(h, 180, 30, 140) +
      palm(h, 580, 110),
  },
  bengaluru: {
    ...ember,
    sun: [170, 120],
    far_shapes: (h) =>
      towers(h, [
        [320, 50, 150],
        [380, 40, 120],
        [430, 56, 170],
        [500, 40, 130],
      ]),
    near_shapes: (h) =>
      arches(h, 40, 4, 50, 90) +
      dome(h, 140, 36, 90) +
      towers(h, [
        [260, 60, 70],
        [560, 80, 80],
      ]),
  },
  riyadh: {
    ...dusk,
    sun: [180, 130],
    far_shapes: (h) =>
      towers(h, [
        [60, 40, 110],
        [520, 44, 140],
      ]),
    near_shapes: (h) =>
      `<path d="M360 ${h}V${h - 170}q30-60 60-40q30-20 60 40V${h}h-30v-120q-30-40-60 0v120z"/>` +
      spire(h, 250, 44, 200) +
      towers(h, [
        [0, 70, 60],
        [110, 90, 80],
        [500, 140, 70],
      ]),
  },
  cairo: {
    ...day,
    sun: [200, 110],
    far_shapes: (h) => pyramid(h, 360, 200, 130) + pyramid(h, 500, 140, 90),
    near_shapes: (h) =>
      dome(h, 130, 40, 60) +
      spire(h, 200, 18, 170) +
      spire(h, 60, 16, 150) +
      towers(h, [
        [0, 50, 50],
        [230, 90, 60],
      ]),
  },
  nairobi: {
    ...ember,
    sun: [470, 120],
    far_shapes: (h) => `<path d="M0 ${h}V${h - 40}l120-50 80 30 90-40 130 60V${h}z"/>`,
    near_shapes: (h) =>
      towers(h, [
        [80, 44, 150],
        [140, 60, 110],
        [210, 40, 180],
        [560, 80, 80],
      ]) +
      `<path d="M440 ${h - 40}c20-30 60-40 110-36-40 4-80 14-110 36z"/>` +
      towers(h, [[488, 6, 40]]),
  },
  jakarta: {
    ...dusk,
    sun: [320, 120],
    far_shapes: (h) =>
      towers(h, [
        [40, 40, 160],
        [90, 34, 130],
        [480, 44, 150],
        [530, 40, 180],
      ]),
    near_shapes: (h) =>
      spire(h, 300, 40, 220) +
      towers(h, [
        [0, 80, 60],
        [150, 100, 80],
        [380, 90, 70],
        [580, 60, 60],
      ]),
  },
  lisbon: {
    ...day,
    sun: [480, 110],
    far_shapes: (h) => `<path d="M0 ${h}V${h - 80}q200-60 380-10t260 0V${h}z"/>`,
    near_shapes: (h) =>
      arches(h, 60, 5, 44, 100) +
      towers(h, [
        [300, 60, 110],
        [370, 40, 80],
      ]) +
      dome(h, 470, 40, 80) +
      towers(h, [[540, 100, 60]]),
  },
};
