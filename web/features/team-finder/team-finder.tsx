import { type FormEvent, useState } from "react";
import { TEAM_REGIONS, TEAM_SECTORS, TEAM_STAGES } from "../../../core/constants";
import {
  type FinderFilters,
  findTeamMembers,
  matchesFilters,
  NO_FILTERS,
} from "../../../core/team-finder";
import { Field } from "../../components/ui/field";
import { FINDER_TEAM, type FinderTeamMember } from "../../content/finder-team";
import { TEAM_PHOTO_SIZE } from "../../content/team";

const FILTERS = [
  { key: "sector", label: "Sector", any: "Any sector", options: TEAM_SECTORS },
  { key: "region", label: "Region", any: "Any region", options: TEAM_REGIONS },
  { key: "stage", label: "Stage", any: "Any stage", options: TEAM_STAGES },
] as const;

/** 'Global' rather than five region names, 'All stages' rather than six. */
const coverage = (chosen: readonly string[], all: readonly string[], everything: string) =>
  chosen.length === all.length ? everything : chosen.join(", ");

/** `matched` is false for the members who pad a short list: they are shown, and said to be extra. */
function MemberResult({ member, matched }: { member: FinderTeamMember; matched: boolean }) {
  return (
    <li className="finder-result">
      <img
        className="finder-result__photo"
        src={member.photo}
        alt={`Portrait of ${member.name}`}
        width={TEAM_PHOTO_SIZE}
        height={TEAM_PHOTO_SIZE}
        loading="lazy"
      />
      <div>
        <h3 className="finder-result__name">{member.name}</h3>
        <p className="finder-result__role">{member.role}</p>
        {matched ? null : (
          <p className="finder-result__extra">Outside your filters, and worth meeting too</p>
        )}
        <p className="finder-result__specialty">{member.specialty}</p>
        <p className="finder-result__coverage">
          {coverage(member.sectors, TEAM_SECTORS, "Multi-sectoral")} ·{" "}
          {coverage(member.regions, TEAM_REGIONS, "Global")} ·{" "}
          {coverage(member.stages, TEAM_STAGES, "All stages")}
        </p>
      </div>
    </li>
  );
}

/** Sector, region and stage in; the team members to talk to out, once the visitor presses Search. */
export function TeamFinder() {
  const [filters, setFilters] = useState<FinderFilters>(NO_FILTERS);
  const [search, setSearch] = useState<{
    filters: FinderFilters;
    members: FinderTeamMember[];
  } | null>(null);
  const results = search?.members ?? null;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ filters, members: findTeamMembers(FINDER_TEAM, filters) });
  };

  return (
    <div className="finder">
      <form className="finder__form card" onSubmit={onSearch} aria-label="Find a team member">
        {FILTERS.map(({ key, label, any, options }) => (
          <Field key={key} label={label}>
            {(control) => (
              <select
                {...control}
                value={filters[key]}
                onChange={(event) =>
                  setFilters((current) => ({ ...current, [key]: event.target.value }))
                }
              >
                <option value="">{any}</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <button type="submit" className="button button--primary finder__search">
          Search
        </button>
      </form>
      <p className="finder__count" role="status">
        {results ? `${results.length} team members to talk to.` : ""}
      </p>
      <ul className="finder__results" aria-label="Team members">
        {(results ?? []).map((member) => (
          <MemberResult
            key={member.id}
            member={member}
            matched={search ? matchesFilters(member, search.filters) : true}
          />
        ))}
      </ul>
      {results ? null : (
        <p className="finder__hint">Choose what fits your startup, then press Search.</p>
      )}
    </div>
  );
}
