import { metaForLocation } from "../lib/meta";

export const meta = metaForLocation;

/** The spec's placeholder: only the text 'Payment Page'. Payment itself happens on /application. */
export default function Payment() {
  return (
    <main className="main page page--narrow">
      <h1>Payment Page</h1>
    </main>
  );
}
