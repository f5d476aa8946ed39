import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useLingui } from "@lingui/react/macro";
import { FIRM } from "../../core/firm";
import { ContactInputSchema } from "../../core/schemas/contact";
import { OFFICES } from "../content/offices";
import { toastContactAnswer } from "../features/contact/contact-answer";
import { ContactForm } from "../features/contact/contact-form";
import { type FormActionData, serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/contact";

export const meta = metaForLocation;

/** The contact form's post, checked with the form's own schema, then stored. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormActionData> {
  const submission = parseWithZod(await postedForm(request), { schema: ContactInputSchema });
  if (submission.status !== "success") return { result: submission.reply(), done: false };
  await pageServices(context).sendContact(submission.value);
  return { result: submission.reply({ resetForm: true }), done: true };
}

/** With the page's scripts running: the same post, its outcome said in a toast. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const answer = await serverActionOrFailure(serverAction);
  toastContactAnswer(answer, new URL(request.url).pathname);
  return { ...answer, toasted: true };
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="page">
      <header className="page__header">
        <h1>
          <Trans>Contact Us</Trans>
        </h1>
        <p className="lead">
          <Trans>
            Partnerships, support, media or a question about applying: write to us and the right
            person will answer within two working days. You can also e-mail{" "}
            <a href={`mailto:${FIRM.email}`} dir="ltr">
              {FIRM.email}
            </a>
            .
          </Trans>
        </p>
      </header>
      <div className="contact">
        <section aria-labelledby="message-heading" className="contact__form card">
          <h2 id="message-heading">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm answer={actionData} />
        </section>
        <section aria-labelledby="offices-heading" className="contact__offices">
          <h2 id="offices-heading">
            <Trans>Our offices</Trans>
          </h2>
          <ul className="office-list">
            {OFFICES.map((office) => (
              <li key={office.city.id} className="office">
                <h3>
                  {t(office.city)}
                  {office.comingSoon ? (
                    <span className="badge">
                      <Trans>Coming Soon</Trans>
                    </span>
                  ) : null}
                </h3>
                <p className="office__label">{t(office.label)}</p>
                {i18n.locale === "ar" && office.arabicAddress ? (
                  <address>
                    {office.arabicAddress.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                ) : (
                  <address lang="en">
                    {office.address.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                )}
                {office.phone ? (
                  <p>
                    {/* A number reads left to right in Arabic too: "+971 2…", never "2… 971+". */}
                    <a href={`tel:${office.phone.replaceAll(" ", "")}`} dir="ltr">
                      {office.phone}
                    </a>
                  </p>
                ) : null}
                {office.hours ? <p className="office__hours">{t(office.hours)}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
