/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The services start-up opened (settings, database, logs...): set by the host for every request (server/app.ts). */
    site: import("./lib/boundary/context.server").SiteServices;
    /** The visitor's address, as the host's trusted proxies report it (TRUST_PROXY). */
    clientAddress: string | undefined;
    /** What the request boundary hands over (app/middleware.ts): cookies, the body read within its limit. */
    scope: import("./lib/boundary/boundary.server").RequestScope;
    /** The route Astro matched, as app/lib/boundary/routes.ts lists it (undefined: one the site does not serve). */
    route?: import("./lib/boundary/routes").Route;
    /** The staff member signed in, under /admin (app/middleware.ts lets no staff route through without one). */
    staff?: import("./admin/accounts/staff-session.server").StaffSession;
    /** What the staff member's last action did, to say on this admin page (app/lib/boundary/notice.ts). */
    adminNotice?: import("./lib/boundary/notice").AdminNotice;
    /** A refusal whose French page app/pages/erreur.astro renders. */
    refusal?: import("./lib/boundary/boundary.server").Refusal;
  }
}

declare module "virtual:kheops/site-script-url" {
  /** The address of the public pages' script (app/framework/bundling/site-script-after-paint.ts). */
  const url: string;
  export default url;
}
