import { useState } from "react";
import { Outlet } from "react-router";
import { Drawer } from "../components/layout/drawer";
import { Footer } from "../components/layout/footer";
import { TopBar } from "../components/layout/top-bar";

/** The frame of every public page: top bar, side drawer, the page, footer. */
export default function SiteLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
