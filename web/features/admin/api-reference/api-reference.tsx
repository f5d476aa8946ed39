import type { ComponentType } from "react";
import { useEffect, useState } from "react";
import SwaggerUI from "swagger-ui-react";
import "swagger-ui-react/swagger-ui.css";
import "../../../styles/api-reference.css";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorText } from "../../../lib/api";
import { apiReferenceApi } from "./api-reference-api";

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
 * The OpenAPI document rendered by Swagger UI, served from our own bundle (no other host). Read
 * only: "Try it out" is off, as a console page should not send staff calls on its own.
 */
export function ApiReference() {
  const [document, setDocument] = useState<object | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    apiReferenceApi.document().then(setDocument, (error) => setFailure(errorText(error, TEXTS)));
  }, []);
  if (failure) return <FormAlert message={failure} />;
  if (!document) return <p role="status">Loading the reference…</p>;
  return (
    <>
      <p className="api-reference__intro">
        Every call of the API, from the document the server serves at /api/openapi.json. Staff calls
        need the bearer token from POST /api/admin/login; the founder's page sends its private
        link's token in x-founder-token. Every error is JSON with a message.
      </p>
      <SwaggerUI
        spec={document}
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
