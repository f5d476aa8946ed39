import { useLocation } from "react-router";
import { pageInfo } from "../content/pages";
import { metaForLocation } from "../lib/meta";

export const meta = metaForLocation;

/** A page whose content a later issue builds: its heading only, until then. */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <div className="page">
      <h1>{pageInfo(pathname.replace(/\/+$/, "") || "/").heading}</h1>
    </div>
  );
}
