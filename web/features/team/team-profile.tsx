import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { OFFICES } from "../../content/offices";
import { PROFILE_DETAILS, profileLinks } from "../../content/profiles";
import { PROFILE_ROLES, TEAM_PHOTO_SIZE, teamPhoto } from "../../content/team";
import { useLocalePath } from "../../i18n/language";
import type { TEAM_PROFILES } from "../../paths";
import { PATHS } from "../../paths";

type Profile = (typeof TEAM_PROFILES)[number];

/** A team member's page: role, biography, focus, assistants, office, masked e-mail, links. */
export function TeamProfile({ profile }: { profile: Profile }) {
  const details = PROFILE_DETAILS[profile.slug];
  const office = OFFICES.find((candidate) => candidate.key === details.office);
  const { t } = useLingui();
  const localePath = useLocalePath();
  const name = profile.name;
  const firstName = name.split(" ")[0] ?? name;
  const role = t(PROFILE_ROLES[profile.slug]);
  return (
    <article className="profile">
      <header className="profile__header">
        <img
          className="profile__photo"
          src={teamPhoto(profile.slug)}
          alt={t`Portrait of ${name}`}
          width={TEAM_PHOTO_SIZE}
          height={TEAM_PHOTO_SIZE}
        />
        <div>
          <p className="eyebrow">{role}</p>
          <h1>{name}</h1>
          <p className="lead">{t(details.headline)}</p>
        </div>
      </header>
      <div className="profile__body">
        <section aria-labelledby="biography-title" className="profile__biography">
          <h2 id="biography-title">
            <Trans>Biography</Trans>
          </h2>
          {details.biography.map((paragraph) => (
            <p key={paragraph.id}>{t(paragraph)}</p>
          ))}
          <h3>
            <Trans>Focus</Trans>
          </h3>
          <ul className="chips">
            {details.focus.map((area) => (
              <li key={area.id}>{t(area)}</li>
            ))}
          </ul>
        </section>
        <aside className="profile__aside" aria-label={t`Contacting ${firstName}`}>
          <section aria-labelledby="contact-title" className="card">
            <h2 id="contact-title">
              <Trans>Contact</Trans>
            </h2>
            <dl className="facts facts--stacked">
              <div>
                <dt>
                  <Trans>Role</Trans>
                </dt>
                <dd>{role}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Office</Trans>
                </dt>
                <dd>
                  {office ? t(office.city) : details.office}
                  {office ? (
                    <span className="profile__office-label">
                      {t`, `}
                      {t(office.label)}
                    </span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>E-mail</Trans>
                </dt>
                <dd>
                  <span className="masked">
                    <bdi dir="ltr">{details.maskedEmail}</bdi>
                  </span>
                  <span className="field__hint">
                    <Trans>
                      Masked to protect against spam: reach {firstName} through the contact form.
                    </Trans>
                  </span>
                </dd>
              </div>
            </dl>
            <h3>
              <Trans>Links</Trans>
            </h3>
            <ul className="link-list">
              {profileLinks(firstName).map((link) =>
                link.external ? (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {t(link.label)}
                      <span className="visually-hidden">
                        {" "}
                        <Trans>(opens in a new tab)</Trans>
                      </span>
                    </a>
                  </li>
                ) : (
                  <li key={link.href}>
                    <Link to={localePath(link.href)}>{t(link.label)}</Link>
                  </li>
                ),
              )}
            </ul>
          </section>
          <section aria-labelledby="assistants-title" className="card">
            <h2 id="assistants-title">
              <Trans>Assistants</Trans>
            </h2>
            <ul className="assistants">
              {details.assistants.map((assistant) => (
                <li key={assistant.name}>
                  <p className="assistant__name">{assistant.name}</p>
                  <p className="assistant__role">{t(assistant.role)}</p>
                  <dl className="facts facts--inline">
                    <div>
                      <dt>
                        <Trans>Phone</Trans>
                      </dt>
                      <dd>
                        <bdi className="masked" dir="ltr">
                          {assistant.phone}
                        </bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>
                        <Trans>E-mail</Trans>
                      </dt>
                      <dd>
                        <bdi className="masked" dir="ltr">
                          {assistant.email}
                        </bdi>
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
      <p className="profile__back">
        <Link to={localePath(PATHS.about)}>
          <Trans>Back to the whole team</Trans>
        </Link>
      </p>
    </article>
  );
}
