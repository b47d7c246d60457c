import { z } from "zod";

// Without this, zod probes `new Function` on load, which our Content-Security-Policy (rightly) refuses:
// the browser then reports a CSP violation on every page that validates a form.
z.config({ jitless: true });

export { z };
