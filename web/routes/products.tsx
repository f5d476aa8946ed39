import { Trans, useLingui } from "@lingui/react/macro";
import { PageHeader } from "../components/ui/page-header";
import { InviteOnly } from "../features/products/invite-only";
import { ProductCards } from "../features/products/product-cards";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";

export const meta = metaForLocation;

export default function Products() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader eyebrow={t`What we offer`} title={t`Products`}>
        <p>
          <Trans>
            Capital, consultancy, a cohort and a library: seven ways to work with us, most of them
            by invitation.
          </Trans>
        </p>
      </PageHeader>
      <ProductCards />
      <InviteOnly />
    </div>
  );
}
