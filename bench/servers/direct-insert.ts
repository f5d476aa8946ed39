// The reference point of the database-route budget: the contact insert with nothing around it but
// node:http and JSON.parse, on the same kind of database as the app.
import { createServer } from "node:http";
import { openDatabase } from "../../api/db/client";
import { contacts } from "../../api/db/schema/public-forms";
import type { ContactInput } from "../../core/schemas/contact";
import { databaseFromEnv, portFromEnv, serveParent, signalReady } from "./child";

const port = portFromEnv();
const database = await openDatabase(databaseFromEnv());

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", async () => {
    try {
      // No validation on purpose: the gap to the app is what validation and plugins cost.
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ContactInput;
      // Same SQL as api/contacts/contacts-repository.ts, including the RETURNING clause.
      const [row] = await database.db
        .insert(contacts)
        .values({ ...body, recipient: body.recipient || null })
        .returning({ id: contacts.id, createdAt: contacts.createdAt });
      if (!row) throw new Error("insert returned no row");
      const json = JSON.stringify({
        message: "Message Sent",
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
      });
      response.writeHead(201, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(json),
      });
      response.end(json);
    } catch (error) {
      console.error(error);
      response.writeHead(500).end();
    }
  });
});

server.listen(port, "127.0.0.1", () => signalReady(port));

serveParent(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
