import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from "react";
import { CENTRE_IMAGE_SIZE, CENTRES, centreImage } from "../../content/centres";
import { useNumberText } from "../../i18n/digits";
import { useLocale } from "../../i18n/language";
import { LOCALE_INFO } from "../../i18n/locales";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

const ROTATION_MS = 6000;
const COUNT = CENTRES.length;
/** A horizontal drag longer than this, in CSS pixels, turns the slide. */
const SWIPE_PX = 40;

/**
 * The carousel of our 10 centres, after the WAI-ARIA carousel pattern: previous/next buttons and
 * arrow keys, swipe on touch screens, automatic rotation that pauses while hovered or focused, that
 * the visitor can stop, and that never starts when they prefer reduced motion. Slides out of view
 * are inert; the live region speaks only while rotation is off. Right to left, the slides run from
 * the right: "next" is to the left, for the arrow keys, the swipe and the track alike.
 */
export function CentresCarousel() {
  const number = useNumberText();
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<"play" | "stop" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const { t } = useLingui();
  const rtl = LOCALE_INFO[useLocale()].dir === "rtl";

  const autoplay = choice === null ? !reducedMotion : choice === "play";
  const rotating = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % COUNT), ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  const show = (index: number) => setCurrent((index + COUNT) % COUNT);
  const previous = () => show(current - 1);
  const next = () => show(current + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === back) previous();
    else if (event.key === forward) next();
    else return;
    event.preventDefault();
  };

  // Focus on the rotation button itself does not pause, or pressing "start" could never start it.
  const onFocus = (event: FocusEvent<HTMLElement>) =>
    setFocused(!(event.target as HTMLElement).dataset.rotationControl);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0 !== rtl) next();
    else previous();
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t`Our centres`}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          data-rotation-control="true"
          aria-label={autoplay ? t`Stop automatic slide show` : t`Start automatic slide show`}
          onClick={() => setChoice(autoplay ? "stop" : "play")}
        >
          <span aria-hidden="true" className={autoplay ? "icon-pause" : "icon-play"} />
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-controls="centre-slides"
          aria-label={t`Previous centre`}
          onClick={previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="carousel__position" aria-hidden="true" dir="ltr">
          {number(current + 1)} / {number(COUNT)}
        </p>
        <button
          type="button"
          className="carousel__button"
          aria-controls="centre-slides"
          aria-label={t`Next centre`}
          onClick={next}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          id="centre-slides"
          className="carousel__track"
          aria-live={rotating ? "off" : "polite"}
          style={{ transform: `translateX(${(rtl ? 100 : -100) * current}%)` }}
        >
          {CENTRES.map((centre, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern; a fieldset is for forms
            <div
              key={centre.slug}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t`${number(index + 1)} of ${number(COUNT)}`}
              inert={index !== current}
            >
              <img
                src={centreImage(centre.slug)}
                alt=""
                width={CENTRE_IMAGE_SIZE.width}
                height={CENTRE_IMAGE_SIZE.height}
                loading={index === 0 ? "eager" : "lazy"}
                draggable={false}
              />
              <div className="carousel__caption">
                <h3>{centre.name ?? t(centre.city)}</h3>
                <p className="carousel__place">
                  {centre.name ? (
                    t`${t(centre.city)}, ${t(centre.country)}`
                  ) : (
                    <Trans>Partner centre, {t(centre.country)}</Trans>
                  )}
                </p>
                <p>{t(centre.text)}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
