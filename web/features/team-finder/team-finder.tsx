import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useSearchParams } from "react-router";
import {
  type FinderFilters,
  findTeamMembers,
  matchesFilters,
  TEAM_REGIONS,
  TEAM_SECTORS,
  TEAM_STAGES,
} from "../../../core/team-finder";
import { Field } from "../../components/ui/field";
import { FINDER_TEAM, type FinderTeamMember } from "../../content/finder-team";
import { TEAM_PHOTO_SIZE } from "../../content/team";
import { useNumberText } from "../../i18n/digits";
import { useLocale } from "../../i18n/language";

const FILTERS = [
  { key: "sector", label: msg`Sector`, any: msg`Any sector`, options: TEAM_SECTORS },
  { key: "region", label: msg`Region`, any: msg`Any region`, options: TEAM_REGIONS },
  { key: "stage", label: msg`Stage`, any: msg`Any stage`, options: TEAM_STAGES },
] as const;

/**
 * The sectors, regions and stages (core/constants.ts, the values the finder matches on) as the
 * page says them; team-finder.test.ts checks every one is here.
 */
export const FINDER_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  BioTech: msg`BioTech`,
  ClimateTech: msg`ClimateTech`,
  ConsumerTech: msg`ConsumerTech`,
  DeepTech: msg`DeepTech`,
  EdTech: msg`EdTech`,
  FinTech: msg`FinTech`,
  Hardware: msg`Hardware`,
  HealthTech: msg`HealthTech`,
  "Multi-sectoral": msg`Multi-sectoral`,
  India: msg`India`,
  "Middle East": msg`Middle East`,
  Europe: msg`Europe`,
  "North America": msg`North America`,
  "South Asia": msg`South Asia`,
  "Pre-Seed": msg`Pre-Seed`,
  Seed: msg`Seed`,
  "Series A": msg`Series A`,
  "Series B": msg`Series B`,
  Growth: msg`Growth`,
  "Late Stage": msg`Late Stage`,
  Global: msg`Global`,
  "All stages": msg`All stages`,
};

/** 'Global' rather than five region names, 'All stages' rather than six. */
const coverage = (
  chosen: readonly string[],
  all: readonly string[],
  everything: string,
  say: (text: string) => string,
  separator: string,
) => (chosen.length === all.length ? say(everything) : chosen.map(say).join(separator));

/** `matched` is false for the members who pad a short list: they are shown, and said to be extra. */
function MemberResult({ member, matched }: { member: FinderTeamMember; matched: boolean }) {
  const { i18n, t } = useLingui();
  const say = useFinderWords();
  // The comma of the page's language.
  const separator = useLocale() === "ar" ? "، " : ", ";
  return (
    <li className="finder-result">
      <img
        className="finder-result__photo"
        src={member.photo}
        alt={t`Portrait of ${member.name}`}
        width={TEAM_PHOTO_SIZE}
        height={TEAM_PHOTO_SIZE}
        loading="lazy"
      />
      <div>
        <h3 className="finder-result__name">{member.name}</h3>
        <p className="finder-result__role">{i18n._(member.role)}</p>
        {matched ? null : (
          <p className="finder-result__extra">
            <Trans>Outside your filters, and worth meeting too</Trans>
          </p>
        )}
        <p className="finder-result__specialty">{i18n._(member.specialty)}</p>
        <p className="finder-result__coverage">
          {coverage(member.sectors, TEAM_SECTORS, "Multi-sectoral", say, separator)} ·{" "}
          {coverage(member.regions, TEAM_REGIONS, "Global", say, separator)} ·{" "}
          {coverage(member.stages, TEAM_STAGES, "All stages", say, separator)}
        </p>
      </div>
    </li>
  );
}

/** What a sector, region or stage says in the page's language. */
function useFinderWords() {
  const { i18n } = useLingui();
  return (text: string) => {
    const known = FINDER_WORDS[text];
    return known ? i18n._(known) : text;
  };
}

/** The search in the address (?sector=…&region=…&stage=…), once the visitor has pressed Search. */
function searchOf(params: URLSearchParams): FinderFilters | null {
  if (!FILTERS.some(({ key }) => params.has(key))) return null;
  /** The address's choice, if it is one of the list's (a changed address chooses nothing). */
  const chosen = <Option extends string>(key: keyof FinderFilters, options: readonly Option[]) =>
    options.find((option) => option === params.get(key)) ?? "";
  return {
    sector: chosen("sector", TEAM_SECTORS),
    region: chosen("region", TEAM_REGIONS),
    stage: chosen("stage", TEAM_STAGES),
  };
}

/**
 * Sector, region and stage in; the team members to talk to out, once the visitor presses Search.
 * A GET form: the search is the page's address (it works before the page's scripts, and a search
 * can be shared or reloaded), the page stays where it is, and what else the address held (the
 * ebook a lead came for) is kept.
 */
export function TeamFinder() {
  const number = useNumberText();
  const { i18n, t } = useLingui();
  const say = useFinderWords();
  const [params] = useSearchParams();
  const search = searchOf(params);
  const results = search ? findTeamMembers(FINDER_TEAM, search) : null;
  const kept = [...params].filter(([name]) => !FILTERS.some(({ key }) => key === name));

  return (
    <div className="finder">
      <Form
        method="get"
        preventScrollReset
        replace
        className="finder__form card"
        aria-label={t`Find a team member`}
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {FILTERS.map(({ key, label, any, options }) => (
          <Field key={key} label={i18n._(label)}>
            {(control) => (
              <select
                {...control}
                name={key}
                // The last search's choice; a new search in the address sets it again.
                key={search?.[key] ?? ""}
                defaultValue={search?.[key] ?? ""}
              >
                <option value="">{i18n._(any)}</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {say(option)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <button type="submit" className="button button--primary finder__search">
          <Trans>Search</Trans>
        </button>
      </Form>
      <p className="finder__count" role="status">
        {results ? t`${number(results.length)} team members to talk to.` : ""}
      </p>
      <ul className="finder__results" aria-label={t`Team members`}>
        {(results ?? []).map((member) => (
          <MemberResult
            key={member.id}
            member={member}
            matched={search ? matchesFilters(member, search) : true}
          />
        ))}
      </ul>
      {results ? null : (
        <p className="finder__hint">
          <Trans>Choose what fits your startup, then press Search.</Trans>
        </p>
      )}
    </div>
  );
}
