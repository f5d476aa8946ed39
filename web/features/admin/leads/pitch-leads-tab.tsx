import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { TableRegion } from "../lists/table-region";
import { useAdminList } from "../lists/use-admin-list";

const TEXTS = {
  loading: "Loading leads...",
  empty: "No leads found.",
  error: (message: string | undefined) => message ?? "Failed to fetch leads",
};

/** Handbook leads (/test-8). */
export function PitchLeadsTab() {
  const { state, query } = useAdminList("pitch-leads");
  return (
    <section aria-labelledby="pitch-leads-heading">
      <h2 id="pitch-leads-heading">Pitch leads</h2>
      <ListToolbar list="pitch-leads" label="pitch leads" query={query} />
      <ListView state={state} texts={TEXTS}>
        {(leads) => (
          <TableRegion label="Pitch leads">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Location</th>
                  <th scope="col">Received</th>
                </tr>
              </thead>
              <tbody>
                {leads.map((lead) => (
                  <tr key={lead._id}>
                    <td>{lead.name}</td>
                    <td>{lead.email}</td>
                    <td>{lead.role}</td>
                    <td>{lead.location}</td>
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
