import type {
  BackupStatusSchema,
  DataRequestsSchema,
  ErasedSchema,
  RetentionPreviewSchema,
  RetentionRunSchema,
} from "../../../../core/schemas/data-care";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The console's calls for the firm's care of its data (api/routes/data-care; schemas as types). */
export const dataCareApi = {
  backups: (signal?: AbortSignal) =>
    api.get<typeof BackupStatusSchema>("/api/admin/data/backups", { ...auth, signal }),
  retention: (signal?: AbortSignal) =>
    api.get<typeof RetentionPreviewSchema>("/api/admin/data/retention", { ...auth, signal }),
  runRetention: () =>
    api.post<typeof RetentionRunSchema>("/api/admin/data/retention/run", {}, auth),
  requests: (signal?: AbortSignal) =>
    api.get<typeof DataRequestsSchema>("/api/admin/data/requests", { ...auth, signal }),
  exportEverything: () => api.blob("/api/admin/data/export.zip", auth),
  founderData: (applicationId: string) =>
    api.blob(`/api/admin/applications/${applicationId}/data`, auth),
  erase: (applicationId: string) =>
    api.post<typeof ErasedSchema>(
      `/api/admin/applications/${applicationId}/erase`,
      { confirm: true },
      auth,
    ),
};
