import { notFound } from "../../lib/http-error";
import { asRecordId } from "../../lib/ids";

/** The application a deal route names in its path, or 404. */
export const applicationIdOf = (params: { id: string }) => {
  const id = asRecordId(params.id);
  if (!id) throw notFound("Application");
  return id;
};
