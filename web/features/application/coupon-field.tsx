import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { formatFee } from "../../../core/money";
import { errorText } from "../../lib/api";
import { applicationApi } from "./application-api";
import { applicationMessage } from "./application-messages";
import { FULL_PRICE, type Price } from "./price";

type CouponFieldProps = {
  price: Price;
  onPriceChange: (price: Price) => void;
  /** True once a payment is made: its price can no longer change. */
  disabled: boolean;
};

/**
 * The coupon on the review step (docs/product.md, section 4.1): the code is trimmed and checked by the
 * server; success shows the new price and the partner, failure the server's message or 'Invalid
 * coupon', and the price goes back to the full fee.
 */
export function CouponField({ price, onPriceChange, disabled }: CouponFieldProps) {
  const [code, setCode] = useState(price.couponCode ?? "");
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const statusId = useId();
  const { t, i18n } = useLingui();

  async function apply() {
    setChecking(true);
    setFailure(null);
    const trimmed = code.trim();
    try {
      const result = await applicationApi.verifyCoupon({ code: trimmed });
      onPriceChange({
        finalPrice: result.finalPrice,
        couponCode: trimmed,
        partnerName: result.partnerName,
      });
    } catch (error) {
      setFailure(
        applicationMessage(
          errorText(error, {
            fallback: t`Invalid coupon`,
            network: t`We could not reach our server to check the coupon. Please try again.`,
          }),
          i18n,
        ),
      );
      onPriceChange(FULL_PRICE);
    } finally {
      setChecking(false);
    }
  }

  return (
    <form
      className="coupon"
      aria-label={t`Coupon`}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={inputId}>
        <Trans>Coupon code (optional)</Trans>
      </label>
      <div className="coupon__row">
        <input
          id={inputId}
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          disabled={disabled || checking}
          aria-describedby={statusId}
          aria-invalid={failure ? true : undefined}
        />
        <button type="submit" className="button" disabled={disabled || checking || !code.trim()}>
          {checking ? <Trans>Checking...</Trans> : <Trans>Apply</Trans>}
        </button>
        {price.couponCode && !disabled ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setCode("");
              setFailure(null);
              onPriceChange(FULL_PRICE);
            }}
          >
            <Trans>Remove coupon</Trans>
          </button>
        ) : null}
      </div>
      <div id={statusId}>
        {failure ? (
          <p className="coupon__message coupon__message--error" role="alert">
            {failure}
          </p>
        ) : null}
        <p className="coupon__message" role="status">
          {price.couponCode ? (
            <Trans>
              Coupon <bdi>{price.couponCode}</bdi> from <bdi>{price.partnerName}</bdi>: your fee is
              now <bdi>{formatFee(price.finalPrice)}</bdi>.
            </Trans>
          ) : (
            ""
          )}
        </p>
      </div>
    </form>
  );
}
