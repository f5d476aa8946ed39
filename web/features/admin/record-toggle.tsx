import { useLocation, useNavigate, useParams, useResolvedPath } from "react-router";

/**
 * The record open beside a tab's list: its own route, `<tab>/:id`, with the list's search kept
 * (web/console-tabs.ts). `toggle` opens a record, or closes it when it is the one open.
 */
export function useOpenRecord() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useResolvedPath(".").pathname;
  const openId = useParams().id ?? null;
  return {
    openId,
    toggle: (id: string) =>
      navigate(
        { pathname: openId === id ? list : `${list}/${encodeURIComponent(id)}`, search },
        { preventScrollReset: true },
      ),
  };
}

/** The "Details" button of a record: it opens the record's own address, and closes it again. */
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
