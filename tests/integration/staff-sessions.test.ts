import { expect, it } from "vitest";
import { stopHost } from "../../scripts/lib/host-process";
import { signInAsStaff } from "../../scripts/lib/staff-sign-in";
import { describeEachEngine, hostDatabasesOn } from "../helpers/database";
import { type Site, startSite } from "../helpers/site";

// The real host on a real database: while the first account keeps ADMIN_PASSWORD's password, a new
// ADMIN_PASSWORD ends its sessions, and « Se déconnecter partout » ends every one of them.

const firstPassword = "le premier mot de passe de l'agence";
const newPassword = "le nouveau mot de passe de l'agence";

const logIn = (site: Site, password: string) => signInAsStaff(site.origin, password);

/** The subscribers' CSV, as the desk's export link asks for it. */
const exportSubscribers = (site: Site, cookie: string) => fetch(`${site.origin}/admin/api/export/abonnes`, { headers: { cookie } });

describeEachEngine("staff sessions", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it("ends the sessions opened with a password once ADMIN_PASSWORD has changed and the site restarted", async () => {
    const database = await freshDatabase();
    const before = await startSite({ ...database.env, ADMIN_PASSWORD: firstPassword });
    const cookie = await logIn(before, firstPassword);
    const allowed = await exportSubscribers(before, cookie);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toContain("text/csv");
    await allowed.body?.cancel();
    expect(await stopHost(before)).toBe(0);

    const after = await startSite({ ...database.env, ADMIN_PASSWORD: newPassword });
    const refused = await exportSubscribers(after, cookie);
    expect(refused.status).toBe(401);
    await refused.body?.cancel();
    // The new password opens a session as before.
    const newCookie = await logIn(after, newPassword);
    const reopened = await exportSubscribers(after, newCookie);
    expect(reopened.status).toBe(200);
    await reopened.body?.cancel();
  }, 180_000);

  it("ends every staff session, on every device, with « Se déconnecter partout »", async () => {
    const database = await freshDatabase();
    const site = await startSite({ ...database.env, ADMIN_PASSWORD: firstPassword });
    const phone = await logIn(site, firstPassword);
    const laptop = await logIn(site, firstPassword);

    // The button of the Santé page posts this form.
    const page = await (await fetch(`${site.origin}/admin/sante`, { headers: { cookie: laptop } })).text();
    expect(page).toContain("Se déconnecter partout");
    expect(page).toMatch(/<form[^>]*action="\/admin\/deconnexion"[^>]*>\s*<input type="hidden" name="partout" value="1"\/>/);
    const answer = await fetch(`${site.origin}/admin/deconnexion`, {
      method: "POST",
      headers: { cookie: laptop, "content-type": "application/x-www-form-urlencoded" },
      body: "partout=1",
      redirect: "manual",
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin");

    for (const cookie of [phone, laptop]) {
      const refused = await exportSubscribers(site, cookie);
      expect(refused.status).toBe(401);
      await refused.body?.cancel();
    }
  }, 180_000);
});
