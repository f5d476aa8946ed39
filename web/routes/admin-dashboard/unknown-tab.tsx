import { Link } from "react-router";
import { firstTabPath } from "../../console-tabs";
import { consoleMeta } from "../../features/admin/shell/console-meta";
import { useStaff } from "../../features/admin/signed-in-staff";

export const meta = consoleMeta("No such tab");

/** An address under the console that names no tab (a mistyped or old link). */
export default function UnknownTab() {
  const me = useStaff();
  return (
    <section aria-labelledby="unknown-tab-heading">
      <h2 id="unknown-tab-heading">No such tab</h2>
      <p>The console has no tab at this address. Its tabs are in the menu.</p>
      <p>
        <Link to={firstTabPath(me)}>Open your first tab</Link>
      </p>
    </section>
  );
}
