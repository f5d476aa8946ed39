import type { ComponentType } from "react";
import SwaggerUI from "swagger-ui-react";
import "swagger-ui-react/swagger-ui.css";
import "../../../styles/api-reference.css";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorText } from "../../../lib/api";
import { Loaded } from "../lists/loaded";

const TEXTS = {
  fallback: "The reference could not be loaded.",
  network: "Something went wrong. Try again.",
};

type LayoutProps = { getComponent: (name: string, container?: boolean) => ComponentType };

/**
 * Swagger UI's operations without its own page frame: its layout puts them in a second `<main>`
 * (the console's page has one) and adds a server picker with no label.
 */
function OperationsLayout({ getComponent }: LayoutProps) {
  const Operations = getComponent("operations", true);
  return (
    <div className="swagger-ui">
      <h2>Operations</h2>
      <Operations />
    </div>
  );
}
const layoutPlugin = () => ({ components: { OperationsLayout } });

/**
 * The OpenAPI document the route's loader reads (routes/admin-api-reference.tsx), rendered by
 * Swagger UI, served from our own bundle (no other host). Read only: "Try it out" is off, as a
 * console page should not send staff calls on its own.
 */
export function ApiReference({ document }: { document: Promise<object> }) {
  return (
    <Loaded
      data={document}
      loading={<p role="status">Loading the reference…</p>}
      failure={(error) => <FormAlert message={errorText(error, TEXTS)} />}
    >
      {(spec) => <Reference spec={spec} />}
    </Loaded>
  );
}

function Reference({ spec }: { spec: object }) {
  return (
    <>
      <p className="api-reference__intro">
        Every call of the API, from the document the server serves at /api/openapi.json. Staff calls
        need the bearer token from POST /api/admin/login; the founder's page sends its private
        link's token in x-founder-token. Every error is JSON with a message.
      </p>
      <SwaggerUI
        spec={spec}
        plugins={[layoutPlugin]}
        layout="OperationsLayout"
        supportedSubmitMethods={[]}
        docExpansion="none"
        defaultModelsExpandDepth={-1}
        deepLinking={false}
      />
    </>
  );
}
