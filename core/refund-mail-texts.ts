// The founder's refund mails, in the language they applied in (docs/product.md, "Refunds and
// credit notes"): a refund started, and a refund done with the bank's reference and the credit
// note. Amounts, references and numbers are isolated left to right in Arabic (core/bidi.ts).

import { ltr } from "./founder-mail-texts";
import type { Language } from "./languages";
import { formatRupees } from "./money";
import { REFUND_REASON_LABELS, type RefundReason } from "./refunds";

type Started = { amount: number; reason: RefundReason; paymentId: string };
type Done = { amount: number; arn: string; creditNote: string | null; link: string | null };

export type RefundMailTexts = {
  started: { subject: string; lines: (refund: Started) => string[] };
  done: { subject: string; lines: (refund: Done) => string[] };
};

export const REFUND_MAIL_TEXTS: Record<Language, RefundMailTexts> = {
  en: {
    started: {
      subject: "Your refund has started",
      lines: ({ amount, reason, paymentId }) => [
        `We have started a refund of ${formatRupees(amount)} of your payment ${paymentId}.`,
        `The reason: ${REFUND_REASON_LABELS.en[reason]}.`,
        "Banks usually credit a refund within 5 to 7 working days. We will write again when it is done, with the bank's reference.",
      ],
    },
    done: {
      subject: "Your refund is done",
      lines: ({ amount, arn, creditNote, link }) => [
        `Your refund of ${formatRupees(amount)} is done. The bank's reference (ARN) is ${arn}: your bank can trace the credit with it.`,
        ...(creditNote
          ? [`Its GST credit note ${creditNote} is attached, and stays on your application's page.`]
          : []),
        ...(link ? ["", link] : []),
      ],
    },
  },
  ar: {
    started: {
      subject: "بدأنا استرداد مبلغك",
      lines: ({ amount, reason, paymentId }) => [
        `بدأنا استرداد ${ltr(formatRupees(amount))} من دفعتك ${ltr(paymentId)}.`,
        `السبب: ${REFUND_REASON_LABELS.ar[reason]}.`,
        "تُودِع المصارف المبلغ المسترد عادةً خلال 5 إلى 7 أيام عمل. وسنكتب إليك مجددًا عند اكتماله، مع المرجع المصرفي.",
      ],
    },
    done: {
      subject: "اكتمل استرداد مبلغك",
      lines: ({ amount, arn, creditNote, link }) => [
        `اكتمل استرداد ${ltr(formatRupees(amount))}. المرجع المصرفي ${ltr("(ARN)")} هو ${ltr(arn)}: يستطيع مصرفك تتبّع المبلغ به.`,
        ...(creditNote
          ? [`إشعار الدائن الضريبي ${ltr(creditNote)} مرفق بهذه الرسالة، ويبقى متاحًا في صفحة طلبك.`]
          : []),
        ...(link ? ["", link] : []),
      ],
    },
  },
};
