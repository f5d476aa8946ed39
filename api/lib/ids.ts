import { z } from "zod";

const UUID = z.uuid();

/** Path parameters of a record: any string, so an id that is not even a uuid answers 404, not 400. */
export const RecordParamsSchema = z.object({ id: z.string() });

/** The id when it could name a row (a uuid); undefined otherwise, which the route answers as 404. */
export const asRecordId = (value: string): string | undefined =>
  UUID.safeParse(value).success ? value : undefined;
