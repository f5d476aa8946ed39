import { FIRM } from "../../core/firm";
import { OFFICES } from "../content/offices";
import { ContactForm } from "../features/contact/contact-form";
import { metaForLocation } from "../lib/meta";

export const meta = metaForLocation;

export default function Contact() {
  return (
    <div className="page">
      <header className="page__header">
        <h1>Contact Us</h1>
        <p className="lead">
          Partnerships, support, media or a question about applying: write to us and the right
          person will answer within two working days. You can also e-mail{" "}
          <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>.
        </p>
      </header>
      <div className="contact">
        <section aria-labelledby="message-heading" className="contact__form card">
          <h2 id="message-heading">Send us a message</h2>
          <ContactForm />
        </section>
        <section aria-labelledby="offices-heading" className="contact__offices">
          <h2 id="offices-heading">Our offices</h2>
          <ul className="office-list">
            {OFFICES.map((office) => (
              <li key={office.city} className="office">
                <h3>
                  {office.city}
                  {office.comingSoon ? <span className="badge">Coming Soon</span> : null}
                </h3>
                <p className="office__label">{office.label}</p>
                <address>
                  {office.address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                {office.phone ? (
                  <p>
                    <a href={`tel:${office.phone.replaceAll(" ", "")}`}>{office.phone}</a>
                  </p>
                ) : null}
                {office.hours ? <p className="office__hours">{office.hours}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
