import { useSearchParams } from "react-router";
import { useSetUrlParams } from "./lists/use-url-param";

/** The "Details" button of a record; the open record is kept in the URL (?open=<id>). */
export function useOpenRecord() {
  const [params] = useSearchParams();
  const setParams = useSetUrlParams();
  const openId = params.get("open");
  return {
    openId,
    toggle: (id: string) => setParams({ open: openId === id ? null : id }),
  };
}

export function RecordToggle({
  id,
  open,
  onToggle,
  label,
}: {
  id: string;
  open: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      className="button record__toggle"
      aria-expanded={open}
      aria-controls={`record-${id}`}
      onClick={onToggle}
    >
      {open ? "Hide details" : "Details"}
      <span className="visually-hidden"> of {label}</span>
    </button>
  );
}
