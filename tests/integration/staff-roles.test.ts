import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { createAccount } from "~/admin/accounts/accounts.server";
import { accountsText } from "~/content/admin/accounts";
import { storeLead, subscribeToNewsletter } from "~/lib/leads/store.server";
import { signInAsStaff } from "../../scripts/lib/staff-sign-in";
import { describeEachEngine, hostDatabasesOn } from "../helpers/database";
import { startSite } from "../helpers/site";

// Every admin action, asked for by each role on a real host (the build) and a real database: an
// administrator reaches all of them; a writer reaches the articles, the pictures and their own account,
// and is answered 403 in French everywhere else, by link or by request, and nothing changes (the agency's facts of
// « Réglages » included).

const password = "le mot de passe du premier compte";
const writerPassword = "le mot de passe de la rédactrice";
const unknownId = "0198a6f2-7b9e-7c3d-8e4f-123456789abc";
/** The start of the French refusal, before its apostrophe (escaped in HTML) and its non-breaking space. */
const forbiddenWords = accountsText.forbidden.slice(0, accountsText.forbidden.indexOf("\u00a0"));

interface Action {
  method: "GET" | "POST" | "DELETE";
  path: string;
  form?: Record<string, string>;
  json?: unknown;
  /** Writers may do it too. */
  writer: boolean;
}

/** The file under app/pages/admin each action belongs to: every file must have at least one, so a new page is classified here. */
function actions(ids: { lead: string; writerAccount: string; subscriber: string }): Record<string, Action[]> {
  const page = (path: string, writer: boolean): Action => ({ method: "GET", path, writer });
  return {
    "index.astro": [page("/admin", true)],
    "articles/index.astro": [
      page("/admin/articles", true),
      page("/admin/articles?statut=publie", true),
      { method: "POST", path: "/admin/articles?statut=brouillon", form: { intent: "publish", id: unknownId }, writer: true },
    ],
    "articles/nouveau.astro": [page("/admin/articles/nouveau", true)],
    "articles/[id].astro": [page(`/admin/articles/${unknownId}`, true)],
    "images.astro": [page("/admin/images", true)],
    "compte.astro": [page("/admin/compte", true)],
    // Letters: every staff member drafts; testing, scheduling and sending are refused to a writer by the handler
    // (app/admin/letters/letter-pages.server.ts, tests/e2e/admin-letters.spec.ts), with a notice on the letter's page.
    "lettres/index.astro": [page("/admin/lettres", true)],
    "lettres/nouvelle.astro": [
      page("/admin/lettres/nouvelle", true),
      {
        method: "POST",
        path: "/admin/lettres/nouvelle",
        form: { intent: "save", subject: "La lettre des rôles", intro: "<p>Bonjour</p>" },
        writer: true,
      },
    ],
    "lettres/[id].astro": [page(`/admin/lettres/${unknownId}`, true)],
    "lettres/[id]/apercu.ts": [page(`/admin/lettres/${unknownId}/apercu`, true)],
    "api/articles/index.ts": [
      { method: "POST", path: "/admin/api/articles", json: { title: "Un article des rôles", content: "<p>Un texte.</p>" }, writer: true },
    ],
    "api/articles/publication.ts": [{ method: "POST", path: "/admin/api/articles/publication", json: { id: unknownId }, writer: true }],
    "api/articles/[id].ts": [page(`/admin/api/articles/${unknownId}`, true)],
    "api/analyse.ts": [{ method: "POST", path: "/admin/api/analyse", json: { title: "Titre", content: "<p>Texte</p>" }, writer: true }],
    "api/images/index.ts": [{ method: "POST", path: "/admin/api/images", json: {}, writer: true }],
    "api/images/apercu.ts": [page("/admin/api/images/apercu?url=x", true)],
    "api/images/recherche.ts": [page("/admin/api/images/recherche?q=douala", true)],
    "api/cles/inscription-options.ts": [{ method: "POST", path: "/admin/api/cles/inscription-options", writer: true }],
    "api/cles/inscription.ts": [{ method: "POST", path: "/admin/api/cles/inscription", json: {}, writer: true }],
    "api/cles/[id].ts": [{ method: "DELETE", path: `/admin/api/cles/${unknownId}`, writer: true }],
    // The passkey sign-in, asked with a session: answered like any visitor's (no passkey, no session opened).
    "api/cles/connexion-options.ts": [{ method: "POST", path: "/admin/api/cles/connexion-options", writer: true }],
    "api/cles/connexion.ts": [{ method: "POST", path: "/admin/api/cles/connexion", json: {}, writer: true }],
    // Open without a session, so to every role (a mailed link followed while signed in).
    "mot-de-passe-oublie.astro": [page("/admin/mot-de-passe-oublie", true)],
    "nouveau-mot-de-passe.astro": [page("/admin/nouveau-mot-de-passe?jeton=inconnu", true)],
    "demandes/index.astro": [page("/admin/demandes", false)],
    "demandes/[id].astro": [
      page(`/admin/demandes/${ids.lead}`, false),
      {
        method: "POST",
        path: `/admin/demandes/${ids.lead}`,
        form: { intent: "leadStatus", id: ids.lead, status: "handled" },
        writer: false,
      },
      { method: "POST", path: `/admin/demandes/${ids.lead}`, form: { intent: "resend", deliveryId: "x" }, writer: false },
    ],
    "abonnes.astro": [
      page("/admin/abonnes", false),
      { method: "POST", path: "/admin/abonnes", form: { intent: "removeSubscriber", email: ids.subscriber }, writer: false },
    ],
    "api/export/abonnes.ts": [page("/admin/api/export/abonnes", false)],
    "api/export/demandes.ts": [page("/admin/api/export/demandes", false)],
    "activite.astro": [page("/admin/activite", false), page("/admin/activite?qui=Awa", false)],
    "audience.astro": [page("/admin/audience", false)],
    "reglages.astro": [
      page("/admin/reglages", false),
      { method: "POST", path: "/admin/reglages", form: { phone: "+237 6 77 00 40 40" }, writer: false },
    ],
    "boutique.astro": [
      page("/admin/boutique", false),
      { method: "POST", path: "/admin/boutique", form: { "plan.starter.monthly": "95000" }, writer: false },
    ],
    "sante.astro": [page("/admin/sante", false), { method: "POST", path: "/admin/sante", form: { intent: "testEmail" }, writer: false }],
    "equipe.astro": [
      page("/admin/equipe", false),
      { method: "POST", path: "/admin/equipe", form: { intent: "setRole", account: ids.writerAccount, role: "admin" }, writer: false },
      {
        method: "POST",
        path: "/admin/equipe",
        form: { intent: "invite", name: "Intrus", email: "intrus@kheops.cm", role: "admin" },
        writer: false,
      },
    ],
    // Any other admin address, page or API: the admin's 404, to every role.
    "[...path].astro": [page("/admin/inconnue", true)],
    "api/[...path].ts": [page("/admin/api/inconnue", true), { method: "DELETE", path: "/admin/api/inconnue", writer: true }],
    // Ends the session it is sent with: asked last (below).
    "deconnexion.ts": [{ method: "POST", path: "/admin/deconnexion", form: { partout: "1" }, writer: false }],
  };
}

/** The files of app/pages/admin, as actions() names them. */
function adminPageFiles(): string[] {
  return readdirSync("app/pages/admin", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(astro|ts)$/.test(file) && !file.endsWith(".test.ts"))
    .sort();
}

describeEachEngine("what each role may do in the admin", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it("an administrator reaches every action; a writer only the articles, pictures and their account, else 403 and nothing changes", async () => {
    const database = await freshDatabase();
    const site = await startSite({ ...database.env, ADMIN_PASSWORD: password });
    const db = database.connect({ write: true });
    const writer = await createAccount(db, { name: "Awa", email: "awa@kheops.cm", role: "writer", password: writerPassword });
    if (writer === "taken") throw new Error("address taken");
    const lead = await storeLead(
      db,
      { kind: "contact", email: "client@exemple.cm", summary: "Message de contact - Client", payload: {} },
      [],
    );
    await subscribeToNewsletter(
      db,
      { kind: "newsletter", email: "lecteur@exemple.cm", summary: "Newsletter", payload: {}, source: "footer" },
      [],
    );
    const matrix = actions({ lead, writerAccount: writer.id, subscriber: "lecteur@exemple.cm" });
    expect(Object.keys(matrix).sort()).toEqual(adminPageFiles());

    const ask = async (cookie: string, action: Action) => {
      const headers: Record<string, string> = { cookie, origin: site.origin };
      let body: string | undefined;
      if (action.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(action.form).toString();
      } else if (action.json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(action.json);
      }
      const answer = await fetch(`${site.origin}${action.path}`, { method: action.method, headers, body, redirect: "manual" });
      return { status: answer.status, text: await answer.text() };
    };
    const all = Object.values(matrix).flat();
    const last = (action: Action) => action.path === "/admin/deconnexion";

    const writerCookie = await signInAsStaff(site.origin, writerPassword, "awa@kheops.cm");
    for (const action of [...all.filter((one) => !last(one)), ...all.filter(last)]) {
      const answer = await ask(writerCookie, action);
      const what = `writer: ${action.method} ${action.path} ${JSON.stringify(action.form ?? action.json ?? "")}`;
      if (action.writer) {
        expect([401, 403], what).not.toContain(answer.status);
      } else {
        expect(answer.status, what).toBe(403);
        // A page in the admin's frame, an endpoint in JSON: the same French sentence, never the data.
        expect(answer.text, what).toContain(forbiddenWords);
        expect(answer.text, what).not.toContain("client@exemple.cm");
        expect(answer.text, what).not.toContain("lecteur@exemple.cm");
      }
    }
    // Nothing the writer was refused happened: the lead is new, the subscriber is there, the writer is
    // still a writer, no one was invited, and every session is still open.
    const read = database.connect();
    expect((await read.selectFrom("lead").select("status").where("id", "=", lead).executeTakeFirstOrThrow()).status).toBe("new");
    expect(
      await read
        .selectFrom("newsletter_subscriber")
        .select("removed_at")
        .where("email", "=", "lecteur@exemple.cm")
        .executeTakeFirstOrThrow(),
    ).toEqual({ removed_at: null });
    expect((await read.selectFrom("staff_account").select("role").where("id", "=", writer.id).executeTakeFirstOrThrow()).role).toBe(
      "writer",
    );
    expect(await read.selectFrom("staff_account").select("id").where("email", "=", "intrus@kheops.cm").execute()).toEqual([]);
    expect(await read.selectFrom("agency_fact").select("key").execute()).toEqual([]);
    expect(await read.selectFrom("agency_fact_change").select("key").execute()).toEqual([]);
    expect(await (await fetch(`${site.origin}/contact`)).text()).not.toContain("+237 6 77 00 40 40");
    expect((await ask(writerCookie, { method: "GET", path: "/admin/compte", writer: true })).status).toBe(200);

    const adminCookie = await signInAsStaff(site.origin, password);
    for (const action of [...all.filter((one) => !last(one)), ...all.filter(last)]) {
      const answer = await ask(adminCookie, action);
      expect([401, 403], `admin: ${action.method} ${action.path} ${JSON.stringify(action.form ?? action.json ?? "")}`).not.toContain(
        answer.status,
      );
    }
    // The administrator's last action ended every session, the writer's with it.
    expect((await ask(writerCookie, { method: "GET", path: "/admin/compte", writer: true })).status).toBe(401);
    expect((await read.selectFrom("staff_account").select("role").where("id", "=", writer.id).executeTakeFirstOrThrow()).role).toBe(
      "admin",
    );
  }, 240_000);
});
