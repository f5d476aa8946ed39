import { sendFounderLinks } from "../founder/founder-links";
import type { TaskDefinition } from "./runner";

export const FOUNDER_LINKS_TASK = "founder-links";

/**
 * "E-mail me my link", queued by the request with only the address's hash: the request does the
 * same work whether or not the address applied, and the links (if any) are mailed from here.
 */
export const founderLinksTask: TaskDefinition = {
  name: FOUNDER_LINKS_TASK,
  title: "mail a founder's private links",
  async run(deps, data) {
    const { addressHash } = data as { addressHash?: unknown };
    if (typeof addressHash !== "string") throw new Error("founder-links: no address hash");
    return { mailed: await sendFounderLinks(deps, addressHash) };
  },
};
