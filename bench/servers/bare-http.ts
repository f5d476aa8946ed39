// The reference point of the API-overhead budget: the least a Node JSON server can do.
import { createServer } from "node:http";
import { PING_BODY } from "../protocol";
import { portFromEnv, serveParent, signalReady } from "./child";

const port = portFromEnv();

const server = createServer((_request, response) => {
  // Serialised per request, as the app does, so the comparison is not against a cached buffer.
  const body = JSON.stringify(PING_BODY);
  response.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
});

server.listen(port, "127.0.0.1", () => signalReady(port));

serveParent(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
