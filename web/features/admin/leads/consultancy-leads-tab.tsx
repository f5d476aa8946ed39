import { formatDateTime, formatRupees } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { TableRegion } from "../lists/table-region";
import { useAdminList } from "../lists/use-admin-list";

const TEXTS = {
  loading: "Loading ...",
  empty: "No consultancy leads found.",
  error: (message: string | undefined) => `Error: ${message ?? "Something went wrong."}`,
};

/** Founder-ebook leads (/startup-consultancy-form). */
export function ConsultancyLeadsTab() {
  const { state, query } = useAdminList("consultancy-leads");
  return (
    <section aria-labelledby="consultancy-leads-heading">
      <h2 id="consultancy-leads-heading">Consultancy leads</h2>
      <ListToolbar list="consultancy-leads" label="consultancy leads" query={query} />
      <ListView state={state} texts={TEXTS}>
        {(leads) => (
          <TableRegion label="Consultancy leads">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Startup</th>
                  <th scope="col">Stage</th>
                  <th scope="col">Location</th>
                  <th scope="col">Investment</th>
                  <th scope="col">Hours per day</th>
                  <th scope="col">Received</th>
                </tr>
              </thead>
              <tbody>
                {leads.map((lead) => (
                  <tr key={lead._id}>
                    <td>{lead.name}</td>
                    <td>{lead.email}</td>
                    <td>{lead.startup}</td>
                    <td>{lead.stage}</td>
                    <td>{lead.location}</td>
                    <td>{formatRupees(lead.investment)}</td>
                    <td>{lead.hours}</td>
                    <td>{formatDateTime(lead.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </ListView>
    </section>
  );
}
