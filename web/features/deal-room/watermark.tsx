import { dayOf } from "./watermark-day";

/** The viewer's address and the day, across every part of the memo: a copy says who it came from. */
export function Watermark({ email }: { email: string }) {
  const text = `${email} · ${dayOf(new Date())} · Confidential`;
  return <p className="deal-watermark">{text}</p>;
}
