import { isRouteErrorResponse, Link } from "react-router";
import { firstTabPath, tabsFor } from "../../../console-tabs";
import { ApiError, errorText } from "../../../lib/api";
import { useStaff } from "../signed-in-staff";
import { notForYourRole } from "../staff-session";

/**
 * What a console screen shows when it cannot be shown: a tab of another role (a reviewer who typed
 * an admin tab's address: the server would refuse its calls), or a failure to load it.
 */
export function ConsoleFailure({ error }: { error: unknown }) {
  const me = useStaff();
  const first = tabsFor(me)[0];
  const home = (
    <p>
      <Link to={firstTabPath(me)}>Open {first ? first.label : "your first tab"}</Link>
    </p>
  );
  const refused = notForYourRole(error);
  if (refused) {
    const { tab } = refused;
    return (
      <section aria-labelledby="console-failure-heading">
        <h2 id="console-failure-heading">Not for your role</h2>
        <p role="alert">
          {tab} is for admins. As a {me.role} you read, score and comment on applications, and read
          Insights.
        </p>
        {home}
      </section>
    );
  }
  // A failure that is not the server's answer is a fault of ours: said on the console, for the tests.
  if (!(error instanceof ApiError) && !isRouteErrorResponse(error)) console.error(error);
  return (
    <section aria-labelledby="console-failure-heading">
      <h2 id="console-failure-heading">This screen could not be shown</h2>
      <p role="alert">
        {errorText(error, { fallback: "Something went wrong.", network: "Something went wrong." })}{" "}
        Reload the page, or try again later.
      </p>
      {home}
    </section>
  );
}
