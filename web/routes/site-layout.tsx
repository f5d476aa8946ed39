import { type ReactNode, useState } from "react";
import { Outlet } from "react-router";
import { Drawer } from "../components/layout/drawer";
import { Footer } from "../components/layout/footer";
import { TopBar } from "../components/layout/top-bar";

/**
 * The frame of every public page: top bar, side drawer, the page, footer. The page is the matched
 * route's, or `children` where the frame is rendered without React Router's routes (web/home-boot.tsx).
 */
export default function SiteLayout({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className="main">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </>
  );
}
