import type { z } from "zod";
import { api } from "../../../lib/api";

/** The API's OpenAPI document, for staff: read with the session's token. */
export const apiReferenceApi = {
  document: () => api.get<z.ZodType<object>>("/api/openapi.json", { auth: true }),
};
