import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { adminApi } from "./admin-api";

/** How long a change's toast offers Undo (docs/decisions/054-undo.md): long enough to notice. */
export const UNDO_TOAST_MS = 10_000;

/** A new id for a change the console may undo, sent with it (core/schemas/undo.ts). */
export const newChangeId = () => crypto.randomUUID();

/**
 * Says what a change did, with Undo for ten seconds: the server puts every record back as it was
 * (or says why it cannot), and the screen loads again.
 */
export function undoableToast(message: string, changeId: string) {
  toast(message, "success", UNDO_TOAST_MS, {
    render: (close) => <UndoButton changeId={changeId} close={close} />,
  });
}

function UndoButton({ changeId, close }: { changeId: string; close: () => void }) {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function undo() {
    setBusy(true);
    try {
      const result = await adminApi.undo(changeId);
      close();
      toast(result.message, "success");
      await revalidate();
    } catch (error) {
      close();
      toast(
        errorText(error, {
          fallback: "The change could not be undone.",
          network: "Something went wrong.",
        }),
        "error",
      );
    }
  }
  return (
    <button type="button" className="toast__action" disabled={busy} onClick={() => void undo()}>
      Undo
    </button>
  );
}
