import { useEffect, useState } from "react";
import type { AdminMe } from "../../../../core/schemas/admin";
import { adminApi } from "../admin-api";

/**
 * Shown on every console screen while the server takes payments in test mode
 * (docs/decisions/013-payment-mode-and-logs.md): anyone can "pay" through the test checkout, so a
 * "paid" application proves nothing. Nothing is shown until the server has answered.
 */
export function PaymentModeBanner() {
  const [mode, setMode] = useState<AdminMe["paymentMode"] | null>(null);
  useEffect(() => {
    let live = true;
    adminApi.me().then(
      (me) => live && setMode(me.paymentMode),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (mode !== "test") return null;
  return (
    <p className="admin-test-banner" role="status">
      <strong>Test mode:</strong> payments go through the test checkout. No money is taken and
      anyone can “pay”; applications paid this way are marked “Test payment”.
    </p>
  );
}
