/** What a founder's action came to: a success read out politely, an error read out at once. */
export type Outcome = { tone: "success" | "error"; text: string } | null;

export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  const error = outcome.tone === "error";
  return (
    <p role={error ? "alert" : "status"} className={error ? "field__error" : "founder-outcome"}>
      {outcome.text}
    </p>
  );
}
