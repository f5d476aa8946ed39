import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { OFFICES } from "../../content/offices";
import { PROFILE_DETAILS, profileLinks } from "../../content/profiles";
import { TEAM_PHOTO_SIZE, teamPhoto } from "../../content/team";
import type { TEAM_PROFILES } from "../../content/team-profiles";
import { PATHS } from "../../paths";

type Profile = (typeof TEAM_PROFILES)[number];

/** A team member's page: role, biography, focus, assistants, office, masked e-mail, links. */
export function TeamProfile({ profile }: { profile: Profile }) {
  const details = PROFILE_DETAILS[profile.slug];
  const office = OFFICES.find((candidate) => candidate.key === details.office);
  const { t } = useLingui();
  const firstName = profile.name.split(" ")[0] ?? profile.name;
  return (
    <article className="profile">
      <header className="profile__header">
        <img
          className="profile__photo"
          src={teamPhoto(profile.slug)}
          alt={`Portrait of ${profile.name}`}
          width={TEAM_PHOTO_SIZE}
          height={TEAM_PHOTO_SIZE}
        />
        <div>
          <p className="eyebrow">{profile.role}</p>
          <h1>{profile.name}</h1>
          <p className="lead">{details.headline}</p>
        </div>
      </header>
      <div className="profile__body">
        <section aria-labelledby="biography-title" className="profile__biography">
          <h2 id="biography-title">Biography</h2>
          {details.biography.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
          <h3>Focus</h3>
          <ul className="chips">
            {details.focus.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </section>
        <aside className="profile__aside" aria-label={`Contacting ${firstName}`}>
          <section aria-labelledby="contact-title" className="card">
            <h2 id="contact-title">Contact</h2>
            <dl className="facts facts--stacked">
              <div>
                <dt>Role</dt>
                <dd>{profile.role}</dd>
              </div>
              <div>
                <dt>Office</dt>
                <dd>
                  {details.office}
                  {office ? (
                    <span className="profile__office-label">, {t(office.label)}</span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>
                  <span className="masked">{details.maskedEmail}</span>
                  <span className="field__hint">
                    Masked to protect against spam: reach {firstName} through the contact form.
                  </span>
                </dd>
              </div>
            </dl>
            <h3>Links</h3>
            <ul className="link-list">
              {profileLinks(firstName).map((link) =>
                link.external ? (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ) : (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ),
              )}
            </ul>
          </section>
          <section aria-labelledby="assistants-title" className="card">
            <h2 id="assistants-title">Assistants</h2>
            <ul className="assistants">
              {details.assistants.map((assistant) => (
                <li key={assistant.name}>
                  <p className="assistant__name">{assistant.name}</p>
                  <p className="assistant__role">{assistant.role}</p>
                  <dl className="facts facts--inline">
                    <div>
                      <dt>Phone</dt>
                      <dd className="masked">{assistant.phone}</dd>
                    </div>
                    <div>
                      <dt>E-mail</dt>
                      <dd className="masked">{assistant.email}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
      <p className="profile__back">
        <Link to={PATHS.about}>Back to the whole team</Link>
      </p>
    </article>
  );
}
