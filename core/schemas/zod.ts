import { z } from "zod";

// zod compiles fast parsers with `new Function`, after probing whether eval is allowed. The site's
// CSP forbids eval, so in the browser the probe only reports a violation: parse without compiling.
if (typeof window !== "undefined") z.config({ jitless: true });

/** The zod every schema uses, configured for where it runs. */
export { z };
