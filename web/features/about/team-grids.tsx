import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { TEAM_GROUPS, TEAM_PHOTO_SIZE, type TeamMember, teamPhoto } from "../../content/team";
import { useLocalePath } from "../../i18n/language";
import { teamProfilePath } from "../../paths";

function MemberCard({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <li className="member">
      <img
        className="member__photo"
        src={teamPhoto(member.slug)}
        alt=""
        width={TEAM_PHOTO_SIZE}
        height={TEAM_PHOTO_SIZE}
        loading="lazy"
      />
      <h4 className="member__name">
        {member.profile ? (
          <Link to={localePath(teamProfilePath(member.profile))} className="member__link">
            {member.name}
          </Link>
        ) : (
          member.name
        )}
      </h4>
      <p className="member__designation">{t(member.designation)}</p>
      {member.profile ? (
        <p className="member__cue" aria-hidden="true">
          <Trans>
            Profile <span className="member__arrow">→</span>
          </Trans>
        </p>
      ) : null}
    </li>
  );
}

/** The team in its three groups, each member with photo, name and designation. */
export function TeamGrids() {
  const { t } = useLingui();
  return (
    <section className="section" aria-labelledby="team-title">
      <h2 id="team-title">
        <Trans>Our team</Trans>
      </h2>
      {TEAM_GROUPS.map((group) => (
        <section key={group.id} className="team-group" aria-labelledby={`team-${group.id}`}>
          <h3 id={`team-${group.id}`}>{t(group.title)}</h3>
          <p className="team-group__summary">{t(group.summary)}</p>
          <ul className="members">
            {group.members.map((member) => (
              <MemberCard key={member.slug} member={member} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
