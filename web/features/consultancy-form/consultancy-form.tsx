import { useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { MultiStepForm } from "../../components/multi-step-form/multi-step-form";
import { QuestionWordsContext } from "../../components/multi-step-form/question-words";
import { CONSULTANCY_SEND, type ConsultancyAnswer, sentOf } from "./consultancy-answer";
import { ConsultancyDone } from "./consultancy-done";
import { ConsultancyIntro } from "./consultancy-intro";
import { ConsultancyReview } from "./consultancy-review";
import {
  CONSULTANCY_DRAFT_CODEC,
  CONSULTANCY_DRAFT_KEY,
  CONSULTANCY_FIELD_EXTRAS,
  CONSULTANCY_FORM,
} from "./consultancy-steps";
import { consultancyWords } from "./consultancy-words";
import "../../styles/consultancy.css";

/**
 * The consultancy form (docs/product.md, section 3.4): intro, three field steps, review, on the same
 * multi-step form as the application, its review posted to the page's action, which stores it
 * (docs/architecture.md, rule 2). Without scripts the steps are one form in a `<noscript>`, posted
 * to the same action; `posted` is what the action answered such a post.
 */
export function ConsultancyForm({ posted }: { posted: ConsultancyAnswer | undefined }) {
  const fetcher = useFetcher<ConsultancyAnswer>({ key: CONSULTANCY_SEND });
  const { i18n, t } = useLingui();
  // The route's data is only ever a post the browser made itself: the review posts through the
  // fetcher, whose answer is the fetcher's.
  const sent = sentOf(fetcher.data) ?? sentOf(posted);
  const words = consultancyWords(i18n);
  if (sent) return <ConsultancyDone sent={sent} onAnother={() => fetcher.reset()} />;
  return (
    <>
      <div className="consultancy-form__steps">
        <MultiStepForm
          form={CONSULTANCY_FORM}
          draft={{ key: CONSULTANCY_DRAFT_KEY, codec: CONSULTANCY_DRAFT_CODEC }}
          idPrefix="consultancy"
          progressLabel={t`Consultancy form steps`}
          words={words}
          fieldExtras={CONSULTANCY_FIELD_EXTRAS}
          renderIntro={(props) => <ConsultancyIntro {...props} />}
          renderReview={(props) => <ConsultancyReview {...props} />}
        />
      </div>
      <noscript>
        <QuestionWordsContext value={words}>
          <OnePageForm posted={posted} />
        </QuestionWordsContext>
      </noscript>
    </>
  );
}

/**
 * The one-page form of a browser that runs no scripts, drawn on the server only: React renders a
 * `<noscript>`'s content there and never in the browser, so the page's code does not carry it.
 */
const OnePageForm = import.meta.env.SSR
  ? (await import("./consultancy-one-page-form")).OnePageForm
  : () => null;
