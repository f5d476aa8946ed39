import { APPLICATION_FEE_PAISE } from "../../core/constants";
import { FOUNDER_TOKEN_HEADER } from "../../core/founder-link";
import type { Language } from "../../core/languages";
import type { ApplicationAnswers } from "../../core/schemas/application";
import type { App } from "../app";
import { anApplication } from "./factories";
import { applyWith, paidOrder, submission } from "./payments";

/** A founder who paid the full fee through the test checkout: their application and private token. */
export async function aPaidApplication(
  app: App,
  answers: ApplicationAnswers = anApplication(),
  language: Language = "en",
) {
  const { payment } = await paidOrder(app, { answers, language });
  const response = await applyWith(app, {
    ...submission(answers, payment, { finalPrice: APPLICATION_FEE_PAISE }),
    language,
  });
  if (response.statusCode !== 201) throw new Error(`apply: ${response.body}`);
  const body = response.json() as { _id: string; founderToken: string };
  return { applicationId: body._id, token: body.founderToken, answers, payment };
}

/** A founder's request from their page, with the private link's token. */
export const asFounder = (
  app: App,
  token: string,
  request: {
    method?: "GET" | "POST" | "PUT" | "DELETE";
    url: string;
    payload?: object | Buffer;
    headers?: Record<string, string>;
  },
) =>
  app.inject({
    method: request.method ?? "GET",
    url: request.url,
    ...(request.payload ? { payload: request.payload } : {}),
    headers: { [FOUNDER_TOKEN_HEADER]: token, ...request.headers },
  });
