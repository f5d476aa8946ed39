import { palette } from "../palette/palette-store";

/** The palette's visible way in, with its key beside the name. */
export function PaletteButton() {
  return (
    <button
      type="button"
      className="palette-button"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={palette.open}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path
          fill="currentColor"
          d="M10 4a6 6 0 1 0 3.7 10.7l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z"
        />
      </svg>
      <span className="palette-button__text">Search or run…</span>
      <kbd className="palette-button__key">Ctrl K</kbd>
    </button>
  );
}
