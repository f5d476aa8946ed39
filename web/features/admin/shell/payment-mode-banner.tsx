import { useStaff } from "../signed-in-staff";

/**
 * Shown on every console screen while the server takes payments in test mode
 * (docs/decisions/013-payment-mode-and-logs.md): anyone can "pay" through the test checkout, so a
 * "paid" application proves nothing. One line: on a phone the explanation is for screen readers.
 */
export function PaymentModeBanner() {
  if (useStaff().paymentMode !== "test") return null;
  return (
    <p className="admin-test-banner" role="status">
      <strong>Test mode:</strong>{" "}
      <span className="admin-test-banner__more">
        payments go through the test checkout. No money is taken and anyone can “pay”; applications
        paid this way are marked “Test payment”.
      </span>
    </p>
  );
}
