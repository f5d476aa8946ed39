import { Link } from "react-router";
import type { OpenAppeal, OpenAppeals } from "../../../../core/schemas/appeals";
import { tabPath } from "../../../console-tabs";
import { formatDay } from "../format";
import { Loaded } from "../lists/loaded";
import { canAdminister, useStaff } from "../signed-in-staff";
import { dueDay } from "./appeal-section";

/**
 * The open appeals above the review queue (docs/decisions/084-appeals.md): a reviewer's own, to
 * read and recommend on, and every open one for an admin, to decide; each links to the
 * application's record, where the appeal is. Nothing when there is none.
 */
export function OpenAppealsList({ appeals }: { appeals: Promise<OpenAppeals> }) {
  const admin = canAdminister(useStaff());
  return (
    <Loaded
      data={appeals}
      loading={null}
      failure={() => <p className="field__error">Could not load the open appeals.</p>}
    >
      {({ items }) =>
        items.length === 0 ? null : (
          <section className="open-appeals" aria-labelledby="open-appeals-heading">
            <h3 id="open-appeals-heading">{admin ? "Open appeals" : "Appeals for you to read"}</h3>
            <ul>
              {items.map((item) => (
                <li key={item.applicationId}>
                  <Link to={`${tabPath("applications")}/${item.applicationId}`}>
                    {item.startupName}
                  </Link>{" "}
                  <span className={item.overdue ? "open-appeals__late" : undefined}>
                    {stateOf(item, admin)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )
      }
    </Loaded>
  );
}

/** "with Sami Nasser · decision due by 17 December 2026 (overdue)". */
function stateOf(item: OpenAppeal, admin: boolean) {
  const due = `decision due by ${formatDay(dueDay(item.dueAt))}${item.overdue ? " (overdue)" : ""}`;
  if (!admin)
    return item.recommended ? `recommended · ${due}` : `your recommendation is awaited · ${due}`;
  if (!item.reviewer) return `waiting for a reviewer · ${due}`;
  return item.recommended
    ? `${item.reviewer} recommended: yours to decide · ${due}`
    : `with ${item.reviewer} · ${due}`;
}
