import type { IncomingMessage } from "node:http";

/** How long a connection that is being closed keeps reading what its client still sends. */
const LINGER_MS = 5_000;

/**
 * Closes a connection whose request was refused while its body was still arriving (a 413) the way
 * RFC 9112 (section 9.6) asks: the answer goes out, then our side closes for writing, and what the
 * client still sends is read and dropped until it closes too, or for 5 seconds. Node's own close
 * (`destroySoon`) shuts the socket at once, and data arriving after that makes the kernel reset the
 * connection, which throws away the answer before a client that reads after sending sees it.
 */
export function lingerBeforeClosing(request: IncomingMessage) {
  const socket = request.socket;
  if (request.complete || socket.destroyed) return;
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", () => socket.destroy());
  };
}
