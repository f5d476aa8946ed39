import { Trans } from "@lingui/react/macro";
import { type CSSProperties, type ReactNode, useState } from "react";

/** Invented partner marks, drawn by us (docs/architecture.md, rule 7): no third-party logos. */
type Logo = { name: string; mark: ReactNode };

export const PARTNER_LOGOS: readonly Logo[] = [
  { name: "Dune Analytics Lab", mark: <path d="M4 28 Q14 10 24 22 T44 16 V32 H4 Z" /> },
  { name: "Oasis Cloud", mark: <circle cx="24" cy="20" r="12" /> },
  { name: "Falcon Fintech", mark: <path d="M4 30 L24 6 L44 30 L24 22 Z" /> },
  { name: "Saffron Systems", mark: <rect x="8" y="6" width="28" height="28" rx="6" /> },
  { name: "Meridian Robotics", mark: <path d="M6 34 V8 L24 24 L42 8 V34" /> },
  { name: "Lotus Learning", mark: <path d="M24 6 C34 16 34 26 24 34 C14 26 14 16 24 6 Z" /> },
];

function LogoMark({ logo }: { logo: Logo }) {
  return (
    <svg
      className="logo-strip__logo"
      viewBox="0 0 200 40"
      role="img"
      // A company's name, as written, drawn left to right beside its mark on a page of either
      // direction.
      lang="en"
      direction="ltr"
      aria-label={logo.name}
      focusable="false"
    >
      <g fill="currentColor">{logo.mark}</g>
      <text x="54" y="26" fontSize="15" fontWeight="600" fill="currentColor">
        {logo.name}
      </text>
    </svg>
  );
}

type LogoStripProps = { title: string; logos: readonly Logo[]; times: number };

/** Seconds a logo takes to cross its own width: slow enough to read every name as it passes. */
const SECONDS_PER_LOGO = 6;

/**
 * A row of partner logos, the set repeated `times` times (docs/product.md, section 2.3), as a slow marquee:
 * the track holds every copy and moves by one set, so it loops without a seam. It pauses while
 * hovered and when the visitor presses Pause, and stands still for visitors who prefer reduced
 * motion (lead-capture.css). Screen readers hear the first set once; the copies are aria-hidden.
 */
export function LogoStrip({ title, logos, times }: LogoStripProps) {
  const [paused, setPaused] = useState(false);
  const items = Array.from({ length: times }, (_, round) =>
    logos.map((logo) => ({ logo, round, key: `${round}-${logo.name}` })),
  ).flat();
  const style = {
    "--marquee-rounds": times,
    "--marquee-duration": `${logos.length * SECONDS_PER_LOGO}s`,
  } as CSSProperties;
  return (
    <section
      className="logo-strip marquee"
      aria-label={title}
      data-paused={paused || undefined}
      style={style}
    >
      <div className="marquee__head">
        <h2 className="logo-strip__title">{title}</h2>
        <button
          type="button"
          className="marquee__toggle"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <Trans>Play</Trans> : <Trans>Pause</Trans>}
          <span className="visually-hidden">
            {" "}
            <Trans>the moving logos</Trans>
          </span>
        </button>
      </div>
      <div className="marquee__viewport">
        <ul className="logo-strip__list marquee__track">
          {items.map(({ logo, round, key }) => (
            <li key={key} aria-hidden={round > 0 || undefined}>
              <LogoMark logo={logo} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
