import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PRODUCTS } from "../../content/products";
import { useLocalePath } from "../../i18n/language";

/** The seven offerings, each marked invite-only or open to all. */
export function ProductCards() {
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <section className="section" aria-labelledby="offerings-title">
      <h2 id="offerings-title">
        <Trans>Seven offerings</Trans>
      </h2>
      <ul className="products">
        {PRODUCTS.map((product) => (
          <li key={product.name.id} className="product">
            <p className={`access access--${product.access === "Invite-only" ? "invite" : "open"}`}>
              {product.access === "Invite-only" ? t`Invite-only` : t`Open to all`}
            </p>
            <h3>{t(product.name)}</h3>
            <p className="product__audience">{t(product.audience)}</p>
            <p>{t(product.text)}</p>
            {product.link ? (
              <Link to={localePath(product.link.to)} className="product__link">
                {t(product.link.label)}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
