import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../components/ui/page-header";
import { LIBRARY_INTRO } from "../content/publications";
import { MembersLibrary } from "../features/publications/members-library";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/library.css";

export const meta = metaForLocation;

export default function BlogsAndPublications() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader eyebrow={t`Members' library`} title={t`Blogs and Publications`}>
        <p>{t(LIBRARY_INTRO)}</p>
      </PageHeader>
      <MembersLibrary />
    </div>
  );
}
