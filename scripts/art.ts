// npm run art: the site's pictures, drawn by us in one art direction (docs/decisions/022-imagery.md):
// monogram plates for the team, wordmarks for the portfolio, city plates for the centres. Flat
// shapes in the brand's colours, the hero's rings and the lettering of our own typefaces; no
// people, nothing from another host. Writes SVG files into web/public/.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CENTRE_IMAGE_SIZE, CENTRES } from "../web/content/centres";
import { COMPANY_LOGO_SIZE, PORTFOLIO_COMPANIES } from "../web/content/portfolio";
import { TEAM_GROUPS, TEAM_PHOTO_SIZE } from "../web/content/team";
import { CITY_SKYLINES, PALETTE, PLATES, WORDMARKS } from "./art/direction";
import { letter } from "./art/lettering";

const PUBLIC = new URL("../web/public", import.meta.url).pathname;
const round = (value: number) => Math.round(value * 10) / 10;

/** A small number from a name, so each picture varies the same way on every run. */
const seed = (name: string) =>
  [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">${body}</svg>\n`;

/** The hero's three rings (web/public/art/palm-grid.svg), centred at (cx, cy). */
const rings = (cx: number, cy: number, radius: number, colour: string, opacity: number) =>
  `<g fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="1.5"><circle cx="${cx}" cy="${cy}" r="${radius}"/><circle cx="${cx}" cy="${cy}" r="${round(radius * 0.77)}" stroke-dasharray="3 7"/><circle cx="${cx}" cy="${cy}" r="${round(radius * 0.55)}"/></g>`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part.replace(/^Al-/, "")[0])
    .filter(Boolean)
    .slice(0, 2)
    .join("");

async function teamPlate(name: string, groupId: string) {
  const size = TEAM_PHOTO_SIZE;
  const plate = PLATES[groupId];
  if (!plate) throw new Error(`No plate for the team group ${groupId} in scripts/art/direction.ts`);
  const turn = seed(name) % 360;
  const sun = {
    x: round(size / 2 + Math.cos((turn * Math.PI) / 180) * 46),
    y: round(size / 2 + Math.sin((turn * Math.PI) / 180) * 46),
  };
  const mark = await letter(initials(name), {
    face: "Fraunces",
    weight: 600,
    size: 64,
    tracking: -0.02,
  });
  const x = round((size - mark.width) / 2);
  const y = round(size / 2 + 22);
  const body = [
    `<rect width="${size}" height="${size}" fill="${plate.ground}"/>`,
    `<circle cx="${sun.x}" cy="${sun.y}" r="30" fill="${plate.sun}"/>`,
    rings(sun.x, sun.y, 78, plate.ring, 0.55),
    `<path transform="translate(${x} ${y})" d="${mark.d}" fill="${plate.ink}"/>`,
  ].join("");
  return svg(size, size, `Monogram of ${name}`, body);
}

async function wordmark(company: (typeof PORTFOLIO_COMPANIES)[number]) {
  const style = WORDMARKS[company.slug];
  if (!style) throw new Error(`No wordmark style for ${company.slug} in scripts/art/direction.ts`);
  const width = COMPANY_LOGO_SIZE.width;
  const height = COMPANY_LOGO_SIZE.height;
  const text = style.text ?? company.name;
  const size = style.size ?? 26;
  const word = await letter(style.upper ? text.toUpperCase() : text, {
    face: style.face,
    weight: style.weight,
    size,
    tracking: style.tracking ?? 0,
  });
  const symbolWidth = 36;
  const gap = 10;
  const total = symbolWidth + gap + word.width;
  const scale = Math.min(1, (width - 8) / total);
  const left = round((width - total * scale) / 2);
  const symbolY = (height - symbolWidth * scale) / 2;
  const baseline = height / 2 + size * 0.36 * scale;
  const body = [
    `<g transform="translate(${left} ${round(symbolY)}) scale(${round(scale * 100) / 100})">${style.symbol(style.colour)}</g>`,
    `<path transform="translate(${round(left + (symbolWidth + gap) * scale)} ${round(baseline)}) scale(${round(scale * 100) / 100})" d="${word.d}" fill="${PALETTE.ink}"/>`,
  ].join("");
  return svg(width, height, `${company.name} wordmark`, body);
}

function cityPlate(centre: (typeof CENTRES)[number]) {
  const { width, height } = CENTRE_IMAGE_SIZE;
  const city = CITY_SKYLINES[centre.slug];
  if (!city) throw new Error(`No skyline for ${centre.slug} in scripts/art/direction.ts`);
  const horizon = 268;
  const body = [
    `<rect width="${width}" height="${height}" fill="${city.ground}"/>`,
    `<circle cx="${city.sun[0]}" cy="${city.sun[1]}" r="64" fill="${city.sunColour}"/>`,
    rings(city.sun[0], city.sun[1], 150, city.ring, 0.5),
    `<g fill="${city.far}">${city.far_shapes(horizon)}</g>`,
    `<g fill="${city.near}">${city.near_shapes(horizon)}</g>`,
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${city.near}"/>`,
    `<path d="M0 ${horizon + 30}h${width}" stroke="${city.ring}" stroke-opacity=".45" stroke-width="2" stroke-dasharray="2 10"/>`,
  ].join("");
  return svg(width, height, `${centre.city}, drawn in flat shapes`, body);
}

for (const group of TEAM_GROUPS) {
  for (const member of group.members) {
    writeFileSync(
      join(PUBLIC, "team", `${member.slug}.svg`),
      await teamPlate(member.name, group.id),
    );
  }
}
for (const company of PORTFOLIO_COMPANIES) {
  writeFileSync(join(PUBLIC, "portfolio", `${company.slug}.svg`), await wordmark(company));
}
for (const centre of CENTRES) {
  writeFileSync(join(PUBLIC, "centres", `${centre.slug}.svg`), cityPlate(centre));
}
console.info(
  `wrote ${TEAM_GROUPS.flatMap((group) => group.members).length} plates, ${PORTFOLIO_COMPANIES.length} wordmarks, ${CENTRES.length} city plates`,
);
