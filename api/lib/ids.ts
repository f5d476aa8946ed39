import { z } from "zod";
import { notFound } from "./http-error";

const UUID = z.uuid();

/** Path parameters of a record: any string, so an id that is not even a uuid answers 404, not 400. */
export const RecordParamsSchema = z.object({ id: z.string() });

/** The id when it could name a row (a uuid); undefined otherwise, which the route answers as 404. */
export const asRecordId = (value: string): string | undefined =>
  UUID.safeParse(value).success ? value : undefined;

/** The id of the `what` a path names, or the route's 404 "<what> not found." when it cannot be one. */
export function recordIdOf(value: string, what: string): string {
  const id = asRecordId(value);
  if (!id) throw notFound(what);
  return id;
}
