import { useEffect, useState } from "react";
import { PitchFateDialog } from "../applications/pitch-fate-dialog";
import { CommandPalette } from "../palette/command-palette";
import { palette } from "../palette/palette-store";
import { CONSOLE_KEYS, ShortcutsDialog } from "./shortcuts-dialog";

const TYPING = "input, textarea, select, [contenteditable=true]";

/**
 * The console's keys on every staff screen: Ctrl+K or ⌘K opens the command palette, even from a
 * field; ? shows the shortcuts. They listen on the window, after a screen's own keys (the review
 * queue shows its own, longer list on ?), and act only when no screen took the key.
 */
export function ConsoleKeys() {
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        if (!document.querySelector("dialog[open]")) palette.open();
        return;
      }
      if (event.key !== "?" || event.ctrlKey || event.metaKey || event.altKey) return;
      if ((event.target as HTMLElement).closest(TYPING)) return;
      if (document.querySelector("dialog[open]")) return;
      event.preventDefault();
      setShortcutsOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <>
      <CommandPalette />
      <PitchFateDialog />
      <ShortcutsDialog
        open={shortcutsOpen}
        onClose={() => setShortcutsOpen(false)}
        sections={[{ caption: "Everywhere in the console", rows: CONSOLE_KEYS }]}
      />
    </>
  );
}
