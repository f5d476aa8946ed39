import { parseWithZod } from "@conform-to/zod/v4";
import { businessDaysText } from "../../../../core/business-days";
import { DecisionTargetSchema } from "../../../../core/schemas/decision-clock";
import { HolidayInputSchema } from "../../../../core/schemas/holidays";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { answered, type FormAnswer, type FormReply, replied } from "../actions";
import { formatDay } from "../format";
import { refusalOf } from "../server-field-errors";
import { calendarApi } from "./calendar-api";

const TEXTS = { fallback: "The calendar was not changed.", network: "Something went wrong." };

/**
 * The Business days tab's clientAction, given a form's fields: a holiday added (checked with the
 * server's schema, its refusal said under the form) or one taken away, each said in a toast; the
 * calendar loads again.
 */
export async function businessDaysAction(formData: FormData): Promise<FormReply | FormAnswer> {
  if (formData.get("intent") === "remove") return removeHoliday(String(formData.get("day")));
  if (formData.get("intent") === "target") return setTarget(formData);
  const submission = parseWithZod(formData, { schema: HolidayInputSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const added = await calendarApi.addHoliday(submission.value);
    toast(`${formatDay(added.day)}: ${added.name}, added`, "success");
    return replied(true, submission.reply({ resetForm: true }));
  } catch (error) {
    return replied(false, submission.reply(refusalOf(error, errorText(error, TEXTS))));
  }
}

/** The decision target, checked with the server's schema; said in a toast. */
async function setTarget(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: DecisionTargetSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const saved = await calendarApi.setDecisionTarget(submission.value);
    toast(`Decision target: ${businessDaysText(saved.decisionDays)}`, "success");
    return replied(true, submission.reply());
  } catch (error) {
    return replied(false, submission.reply(refusalOf(error, errorText(error, TEXTS))));
  }
}

async function removeHoliday(day: string): Promise<FormAnswer> {
  try {
    await calendarApi.removeHoliday(day);
    toast(`${formatDay(day)} is a business day again`, "success");
    return answered(true);
  } catch (error) {
    toast(errorText(error, TEXTS), "error");
    return answered(false);
  }
}
