import { type FormEvent, useState } from "react";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { newsletterApi } from "./newsletter-api";

/**
 * The footer signup (docs/product.md, section 3.2 and section 9.2): browser-checked e-mail, toasts, cleared on success.
 * A second one on a page (the home page's cohort card) takes its own `inputId`.
 */
export function NewsletterForm({ inputId = "newsletter-email" }: { inputId?: string }) {
  const showToast = useToast();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await newsletterApi.subscribe({ email });
      showToast("Subscribed", "success");
      setEmail("");
    } catch (error) {
      showToast(
        errorText(error, {
          fallback: "Subscription Failed",
          network: "An error occurred. Try again later.",
        }),
        "error",
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="newsletter-form" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        E-mail address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@startup.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? "Subscribing…" : "Subscribe"}
      </button>
    </form>
  );
}
