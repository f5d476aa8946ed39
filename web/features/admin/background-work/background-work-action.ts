import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import type { ActionResult } from "../actions";
import { later } from "../lists/loaded";
import { backgroundWorkApi } from "./background-work-api";

/** The URL parameters of the two lists' pages. */
export const JOBS_PAGE = "jobs-page";
export const MAILS_PAGE = "mails-page";

export type FailedJobsPage = Awaited<ReturnType<typeof backgroundWorkApi.failedJobs>>;
export type UndeliveredMailsPage = Awaited<ReturnType<typeof backgroundWorkApi.undeliveredMails>>;

const pageOf = (params: URLSearchParams, name: string) =>
  Math.max(1, Number(params.get(name)) || 1);

/** The pages of failed jobs and undelivered mails the URL asks for. */
export function loadBackgroundWork(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    jobs: later(backgroundWorkApi.failedJobs(pageOf(params, JOBS_PAGE))),
    mails: later(backgroundWorkApi.undeliveredMails(pageOf(params, MAILS_PAGE))),
  };
}

/** What a Retry sends the tab's clientAction. */
export type BackgroundWorkIntent = { intent: "retry-job" | "retry-mail"; id: string };

const RETRY_FAILED = {
  fallback: "The retry did not go through.",
  network: "Network error: try again.",
};

/** Retries a job or a mail and says how it went; both lists load again after it. */
export async function backgroundWorkAction({
  intent,
  id,
}: BackgroundWorkIntent): Promise<ActionResult> {
  try {
    if (intent === "retry-job") {
      toast((await backgroundWorkApi.retryJob(id)).message, "success");
      return { ok: true };
    }
    const result = await backgroundWorkApi.retryMail(id);
    const sent = result.mail.status === "sent";
    toast(result.message, sent ? "success" : "error");
    return { ok: sent };
  } catch (error) {
    toast(errorText(error, RETRY_FAILED), "error");
    return { ok: false };
  }
}
