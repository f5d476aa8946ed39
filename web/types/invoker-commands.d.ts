// The HTML invoker commands (`commandfor` and `command` on a button: open or close a <dialog>
// without a script) are not in @types/react yet. React passes lowercase attributes through as they
// are written (docs/decisions/078-lead-forms-without-scripts.md).
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
}
