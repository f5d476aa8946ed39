import { Link } from "react-router";
import { PRODUCTS } from "../../content/products";

/** The seven offerings, each marked invite-only or open to all. */
export function ProductCards() {
  return (
    <section className="section" aria-labelledby="offerings-title">
      <h2 id="offerings-title">Seven offerings</h2>
      <ul className="products">
        {PRODUCTS.map((product) => (
          <li key={product.name} className="product">
            <p className={`access access--${product.access === "Invite-only" ? "invite" : "open"}`}>
              {product.access}
            </p>
            <h3>{product.name}</h3>
            <p className="product__audience">{product.audience}</p>
            <p>{product.text}</p>
            {product.link ? (
              <Link to={product.link.to} className="product__link">
                {product.link.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
