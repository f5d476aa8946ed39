import { Link } from "react-router";
import { TEAM_GROUPS, TEAM_PHOTO_SIZE, type TeamMember, teamPhoto } from "../../content/team";
import { teamProfilePath } from "../../paths";

function MemberCard({ member }: { member: TeamMember }) {
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
          <Link to={teamProfilePath(member.profile)} className="member__link">
            {member.name}
          </Link>
        ) : (
          member.name
        )}
      </h4>
      <p className="member__designation">{member.designation}</p>
      {member.profile ? (
        <p className="member__cue" aria-hidden="true">
          Profile <span className="member__arrow">→</span>
        </p>
      ) : null}
    </li>
  );
}

/** The team in its three groups, each member with photo, name and designation. */
export function TeamGrids() {
  return (
    <section className="section" aria-labelledby="team-title">
      <h2 id="team-title">Our team</h2>
      {TEAM_GROUPS.map((group) => (
        <section key={group.id} className="team-group" aria-labelledby={`team-${group.id}`}>
          <h3 id={`team-${group.id}`}>{group.title}</h3>
          <p className="team-group__summary">{group.summary}</p>
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
