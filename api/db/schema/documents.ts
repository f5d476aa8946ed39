import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../columns";

/** A link in the documents repository, filed under one of DOCUMENT_CATEGORIES. */
export const documents = pgTable(
  "documents",
  {
    id: id(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    category: text("category").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("documents_category_idx").on(table.category, table.createdAt)],
);
