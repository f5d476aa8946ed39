import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { REVIEW_KEYS } from "./use-review-keys";

/** The queue's keys, each with the button that does the same (a native modal: focus stays inside, Escape closes, focus returns). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog {...dialog} className="dialog shortcuts-dialog" aria-labelledby="shortcuts-title">
      {open ? (
        <div className="shortcuts-dialog__body">
          <h2 id="shortcuts-title">Keyboard shortcuts</h2>
          <table className="shortcuts-dialog__table">
            <caption className="visually-hidden">Keys of the review queue</caption>
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">What they do</th>
              </tr>
            </thead>
            <tbody>
              {REVIEW_KEYS.map(({ keys, action }) => (
                <tr key={action}>
                  <td>
                    {keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && key !== "–" && keys[index - 1] !== "–" ? " + " : " "}
                        {key === "–" ? "to" : <kbd>{key}</kbd>}
                      </span>
                    ))}
                  </td>
                  <th scope="row">{action}</th>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            The keys do nothing while you type in a note, except Ctrl + Enter. Every key has a
            button on the page.
          </p>
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
