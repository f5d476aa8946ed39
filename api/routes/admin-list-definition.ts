import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { ListSort } from "../../core/schemas/list";
import type { ListSource } from "../lists/list-page";
import type { BulkStatusChange, StatusRecordKind } from "../records/change-status";
import type { AdminIdentity } from "../staff/staff-repository";

/** One console list over HTTP: where it answers, its wire shape and its CSV columns. */
export type AdminList<Row, Item> = {
  path: string;
  source: ListSource<Row, Item>;
  item: z.ZodType<Item>;
  csvColumns: { header: string; value: (item: Item) => string | number | null | undefined }[];
  /**
   * Bulk actions on selected records (api/routes/admin-list-bulk.ts): the selection's count and
   * CSV, and, given the record kind and its statuses, a status change for all of them.
   */
  bulk?: {
    status?: {
      kind: StatusRecordKind;
      statuses: readonly [string, ...string[]];
      /**
       * Run on the selected ids before their change (in its transaction): refuses what may not be
       * done yet (409), and answers what to do once it is committed (a resolved application's
       * pitch cancelled: docs/decisions/054-undo.md).
       */
      guard?: (
        db: FastifyInstance["db"],
        ids: string[],
        change: BulkStatusChange,
      ) => Promise<(actor: AdminIdentity) => Promise<void>>;
    };
  };
  /** Reviewers may read the pages too (the CSV export stays for admins: docs/product.md, section 5.2). */
  reviewers?: boolean;
  /**
   * What a reviewer may not have yet: sorts that would reveal it (refused with 403), and the page's
   * items as they may see them (docs/decisions/020-scorecards.md: no scores before your own).
   */
  forReviewers?: {
    sortsForAdmins: readonly ListSort[];
    items: (db: FastifyInstance["db"], items: Item[], viewer: AdminIdentity) => Promise<Item[]>;
  };
};

/** "/admin/pitch-leads" → "pitch leads", for the OpenAPI summaries. */
export const listName = (path: string) => (path.split("/").at(-1) ?? path).replaceAll("-", " ");
