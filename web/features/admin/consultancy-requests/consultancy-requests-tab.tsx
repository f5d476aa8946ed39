import { Outlet } from "react-router";
import { CONSULTANCY_STEPS } from "../../../../core/questions/consultancy";
import type { ConsultancyRequest } from "../../../../core/schemas/consultancy-request";
import type { ListPage } from "../../../../core/schemas/list";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { RecordToggle, useOpenRecord } from "../record-toggle";

const TEXTS = {
  loading: "Loading ...",
  empty: "No consultancy requests found.",
  error: (message: string | undefined) => `Error: ${message ?? "Something went wrong."}`,
};

const years = (age: number) => (age === 1 ? "1 year" : `${age} years`);

/** Every answer of the request, under the labels the founder saw, grouped by step. */
export function ConsultancyRequestDetails({ request }: { request: ConsultancyRequest }) {
  return (
    <div id={`record-${request._id}`} className="record__details">
      {CONSULTANCY_STEPS.map((step) => (
        <section key={step.title} aria-label={step.title}>
          <h3>{step.title}</h3>
          <dl className="fields">
            {step.fields.map((field) => {
              const value = request[field.name];
              return [
                <dt key={`${field.name}-label`}>{field.label}</dt>,
                <dd key={field.name} className={field.kind === "textarea" ? "fields__long" : ""}>
                  {field.name === "businessAge" ? years(request.businessAge) : value || "—"}
                </dd>,
              ];
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The consultancy form (/build-with-nakhla-form), stored unlike the original. */
export function ConsultancyRequestsTab({ page }: { page: Promise<ListPage<ConsultancyRequest>> }) {
  const { openId, toggle } = useOpenRecord();
  return (
    <section aria-labelledby="consultancy-requests-heading">
      <h2 id="consultancy-requests-heading">Consultancy requests</h2>
      <ListToolbar list="consultancy-requests" label="consultancy requests" />
      <ListView page={page} texts={TEXTS}>
        {(requests) => (
          <ul className="records">
            {requests.map((request) => (
              <li key={request._id} className="record">
                <div className="record__summary">
                  <div>
                    <p className="record__title">{request.businessName}</p>
                    <p className="record__meta">
                      {request.industry} · {years(request.businessAge)} ·{" "}
                      {request.email ? (
                        <a href={`mailto:${request.email}`}>{request.email}</a>
                      ) : (
                        "no e-mail given"
                      )}{" "}
                      · {formatDateTime(request.createdAt)}
                    </p>
                    <p className="record__meta">{request.primaryProblem}</p>
                  </div>
                  <RecordToggle
                    id={request._id}
                    label={request.businessName}
                    open={openId === request._id}
                    onToggle={() => toggle(request._id)}
                  />
                </div>
                {/* The open request's route (consultancy-requests.$id.tsx) shows its answers. */}
                {openId === request._id ? <Outlet context={request} /> : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
