/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The services start-up opened (settings, database, logs...): set by the host for every request (server/app.ts). */
    site: import("./lib/boundary/context.server").SiteServices;
    /** The visitor's address, as the host's trusted proxies report it (TRUST_PROXY). */
    clientAddress: string | undefined;
    /** What the request boundary hands over (app/middleware.ts): cookies, the body read within its limit. */
    scope: import("./lib/boundary/boundary.server").RequestScope;
    /** A refusal whose French page app/pages/erreur.astro renders. */
    refusal?: import("./lib/boundary/boundary.server").Refusal;
  }
}
