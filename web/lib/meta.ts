import type { MetaDescriptor } from "react-router";
import { FIRM } from "../content/firm";
import { pageInfo } from "../content/pages";

/** Title, description and Open Graph tags of the page at `path` (content/pages.ts). */
export function pageMeta(path: string): MetaDescriptor[] {
  const { title, description } = pageInfo(path);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: FIRM.name },
    { property: "og:image", content: "/og-image.png" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The `meta` export shared by page modules: the page's own entry of content/pages.ts. */
export const metaForLocation = ({ location }: { location: { pathname: string } }) =>
  pageMeta(location.pathname.replace(/\/+$/, "") || "/");
