import { PageHeader } from "../components/ui/page-header";
import { InviteOnly } from "../features/products/invite-only";
import { ProductCards } from "../features/products/product-cards";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";

export const meta = metaForLocation;

export default function Products() {
  return (
    <div className="page">
      <PageHeader eyebrow="What we offer" title="Products">
        <p>
          Capital, consultancy, a cohort and a library: seven ways to work with us, most of them by
          invitation.
        </p>
      </PageHeader>
      <ProductCards />
      <InviteOnly />
    </div>
  );
}
