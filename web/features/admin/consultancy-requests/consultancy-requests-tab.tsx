import { CONSULTANCY_STEPS } from "../../../../core/questions/consultancy";
import type { ConsultancyRequest } from "../../../../core/schemas/consultancy-request";
import type { ListPage } from "../../../../core/schemas/list";
import { formatDateTime } from "../format";
import { RecordHeader } from "../lists/record-pane";
import { RecordsTab } from "../lists/records-tab";
import type { Column } from "../lists/records-table";

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
      <RecordHeader
        title={request.businessName}
        meta={
          <>
            {request.email ? (
              <a href={`mailto:${request.email}`}>{request.email}</a>
            ) : (
              "no e-mail given"
            )}{" "}
            · received {formatDateTime(request.createdAt)}
          </>
        }
      />
      {CONSULTANCY_STEPS.map((step) => (
        <section key={step.title} aria-label={step.title}>
          <h3>{step.title}</h3>
          <dl className="fields">
            {step.fields.map((field) => {
              const value = request[field.name];
              return [
                <dt key={`${field.name}-label`}>{field.label}</dt>,
                <dd
                  key={field.name}
                  className={field.kind === "textarea" ? "fields__long" : ""}
                  dir="auto"
                >
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

const COLUMNS: Column<ConsultancyRequest>[] = [
  { header: "Business", opens: true, cell: (request) => <bdi>{request.businessName}</bdi> },
  { header: "Industry", cell: (request) => request.industry },
  { header: "Age", nowrap: true, cell: (request) => years(request.businessAge) },
  { header: "Primary problem", cell: (request) => <bdi>{request.primaryProblem}</bdi> },
  { header: "E-mail", cell: (request) => request.email || "no e-mail given" },
  { header: "Received", nowrap: true, cell: (request) => formatDateTime(request.createdAt) },
];

/** The consultancy form (/build-with-nakhla-form), stored unlike the original. */
export function ConsultancyRequestsTab({ page }: { page: Promise<ListPage<ConsultancyRequest>> }) {
  return (
    <RecordsTab
      page={page}
      list="consultancy-requests"
      title="Consultancy requests"
      noun="consultancy requests"
      texts={TEXTS}
      columns={COLUMNS}
    />
  );
}
