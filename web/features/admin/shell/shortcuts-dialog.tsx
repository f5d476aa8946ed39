import { useModalDialog } from "../../../components/ui/use-modal-dialog";

/** Keys and what they do; "–" reads "to" (0 – 5), "or" joins two ways to the same thing. */
export type KeyRow = { readonly keys: readonly string[]; readonly action: string };
export type KeySection = { caption: string; rows: readonly KeyRow[] };

/** The console's own keys, on every screen (web/features/admin/shell/console-keys.tsx). */
export const CONSOLE_KEYS: KeyRow[] = [
  { keys: ["Ctrl", "K"], action: "Open the command palette (⌘ K on a Mac)" },
  { keys: ["J", "or", "↓"], action: "Next record of a list; an open record follows" },
  { keys: ["K", "or", "↑"], action: "Previous record of a list" },
  { keys: ["Enter"], action: "Open the record whose row has the focus" },
  { keys: ["S"], action: "Change the status of the record whose row has the focus" },
  { keys: ["Esc"], action: "Close the open record, back to its list" },
  { keys: ["?"], action: "Show these shortcuts" },
];

function Keys({ keys }: { keys: readonly string[] }) {
  return keys.map((key, index) => {
    const joined =
      index > 0 && !["–", "or"].includes(key) && !["–", "or"].includes(keys[index - 1] ?? "");
    return (
      <span key={key}>
        {joined ? " + " : " "}
        {key === "–" ? "to" : key === "or" ? "or" : <kbd>{key}</kbd>}
      </span>
    );
  });
}

/**
 * The shortcuts of the screen on show, each with the button that does the same (a native modal:
 * focus stays inside, Escape closes, focus returns). `?` opens it anywhere in the console.
 */
export function ShortcutsDialog({
  open,
  onClose,
  sections,
}: {
  open: boolean;
  onClose: () => void;
  sections: KeySection[];
}) {
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog {...dialog} className="dialog shortcuts-dialog" aria-labelledby="shortcuts-title">
      {open ? (
        <div className="shortcuts-dialog__body">
          <h2 id="shortcuts-title">Keyboard shortcuts</h2>
          {sections.map((section) => (
            <table key={section.caption} className="shortcuts-dialog__table">
              <caption>{section.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Keys</th>
                  <th scope="col">What they do</th>
                </tr>
              </thead>
              <tbody>
                {section.rows.map(({ keys, action }) => (
                  <tr key={action}>
                    <td>
                      <Keys keys={keys} />
                    </td>
                    <th scope="row">{action}</th>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          <p>
            The keys do nothing while you type in a field, except Ctrl + K and Ctrl + Enter. Every
            key has a button on the page.
          </p>
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
