import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { TeamView } from "~/admin/accounts/team-view";
import { accountsText } from "~/content/admin/accounts";
import { counted } from "~/lib/format/plural";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { staffCookie, testServices, withScope } from "../../../tests/helpers/site-services";
import { answerDeskPost } from "../desk/actions.server";
import { accountWrites, teamWrites } from "./account-actions.server";
import { createAccount, findAccount, listAccounts, type StaffAccount } from "./accounts.server";
import { passwordMatchesHash } from "./password-hash.server";
import { consumeStaffLink, createStaffLink, peekStaffLink } from "./staff-links.server";
import { findStaffSession, openStaffSession, type StaffSession } from "./staff-session.server";

// The writes of « Équipe » and « Mon compte », as their forms post them: who may lower whom, what ends
// which sessions, and that a refused write changes nothing.

let people = 0;

describeOnEachEngine("the team's and the account's writes", (getHandle) => {
  async function person(role: "admin" | "writer", password = "un mot de passe assez long") {
    people += 1;
    const account = await createAccount(getHandle().db, { name: `Personne ${people}`, email: `p${people}@kheops.cm`, role, password });
    if (account === "taken") throw new Error("address taken");
    const { token, tokenHash } = await openStaffSession(getHandle().db, 12, { accountId: account.id, staffName: account.name });
    const session: StaffSession = { tokenHash, expiresAt: "", accountId: account.id, staffName: account.name, email: account.email, role };
    return { account, token, session };
  }

  /** Posts one form of « Équipe » or « Mon compte » as `who`, with their session's cookie; the notice it leaves. */
  async function post(
    who: { session: StaffSession; token: string },
    writes: Parameters<typeof answerDeskPost>[2],
    fields: Record<string, string>,
    { through = who }: { through?: { token: string } } = {},
  ) {
    const services = testServices(getHandle().db);
    const page = writes === teamWrites ? "/admin/equipe" : "/admin/compte";
    const request = new Request(`http://localhost:3000${page}`, {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
        cookie: await staffCookie(services, through.token),
      },
      body: new URLSearchParams(fields),
    });
    return withScope(services, request, async (scope) => {
      await answerDeskPost(scope, who.session, writes, page);
      return (await scope.cookies.get("notice"))?.notice;
    });
  }
  const stillOpen = async (token: string) => (await findStaffSession(getHandle().db, token)) !== undefined;
  const roleOf = async (account: StaffAccount) => (await findAccount(getHandle().db, account.id))?.role;

  it("lets an administrator change a role, end an account's sessions, disable and enable it", async () => {
    const admin = await person("admin");
    const writer = await person("writer");
    expect(await post(admin, teamWrites, { intent: "setRole", account: writer.account.id, role: "admin" })).toMatchObject({
      tone: "done",
    });
    expect(await roleOf(writer.account)).toBe("admin");
    await post(admin, teamWrites, { intent: "setRole", account: writer.account.id, role: "writer" });
    expect(await roleOf(writer.account)).toBe("writer");

    expect(await post(admin, teamWrites, { intent: "endSessions", account: writer.account.id })).toEqual({
      tone: "done",
      text: accountsText.team.done.sessionsEnded(writer.account.name, counted(1)),
    });
    expect(await stillOpen(writer.token)).toBe(false);
    expect(await stillOpen(admin.token)).toBe(true);

    const again = await openStaffSession(getHandle().db, 12, { accountId: writer.account.id, staffName: writer.account.name });
    await post(admin, teamWrites, { intent: "disable", account: writer.account.id });
    expect(await stillOpen(again.token)).toBe(false);
    expect((await findAccount(getHandle().db, writer.account.id))?.disabledAt).not.toBeNull();
    await post(admin, teamWrites, { intent: "enable", account: writer.account.id });
    expect((await findAccount(getHandle().db, writer.account.id))?.disabledAt).toBeNull();
  });

  it("voids a disabled account's unused links, so that enabling it again brings none back, and « Équipe » asks for a new invitation", async () => {
    const { db } = getHandle();
    const admin = await person("admin");
    const writer = await person("writer");
    // An invitation (no SMTP_URL: its link is handed to the administrator) and a forgotten password's link.
    const invited = await post(admin, teamWrites, {
      intent: "invite",
      name: "Léa Mbarga",
      email: `lea.${people}@kheops.cm`,
      role: "writer",
    });
    const invitation = new URL(invited?.detail ?? "").searchParams.get("jeton") ?? "";
    const newcomer = (await listAccounts(db)).find((account) => account.name === "Léa Mbarga");
    const reset = await createStaffLink(db, writer.account.id, "reset");
    expect(await peekStaffLink(db, invitation)).toBeDefined();
    if (!newcomer) throw new Error("the invitation made no account");

    /** What « Équipe » says of the newcomer: the status on their row. */
    const newcomerStatus = async () => {
      const members = (await listAccounts(db)).map((account) => ({ ...account, openSessions: 0, you: account.id === admin.account.id }));
      const row = renderToStaticMarkup(createElement(TeamView, { members }))
        .split("<li")
        .find((item) => item.includes("Léa Mbarga"));
      return Object.values(accountsText.team.status).filter((status) => row?.includes(status));
    };
    expect(await newcomerStatus()).toEqual([accountsText.team.status.invited]);

    for (const account of [newcomer.id, writer.account.id]) {
      await post(admin, teamWrites, { intent: "disable", account });
      await post(admin, teamWrites, { intent: "enable", account });
    }
    expect(await peekStaffLink(db, invitation)).toBeUndefined();
    expect(await consumeStaffLink(db, invitation, "invitation")).toBeUndefined();
    expect(await consumeStaffLink(db, reset.token, "reset")).toBeUndefined();
    expect(await newcomerStatus()).toEqual([accountsText.team.status.invitationLapsed]);

    // A new invitation opens the door again.
    expect(await post(admin, teamWrites, { intent: "resendInvitation", account: newcomer.id })).toMatchObject({ tone: "done" });
    expect(await newcomerStatus()).toEqual([accountsText.team.status.invited]);
  });

  it("refuses to invite a person whose name holds line breaks, control or bidi characters, or no letter, creating no account", async () => {
    const { db } = getHandle();
    const admin = await person("admin");
    const invite = accountsText.team.invite;
    const refusals: [string, string][] = [
      // The review's request: a header and a line of its own in the invitation mail, and in the activity log.
      ["Awa\r\nBcc: pirate@exemple.cm", invite.nameControls],
      ["Awa\nNdiaye", invite.nameControls],
      ["Awa\tNdiaye", invite.nameControls],
      ["Awa\u0085Ndiaye", invite.nameControls],
      // C1 controls: the body's reader drops C0's (tabs and line breaks aside), not these.
      ["Awa\u009B31mNdiaye", invite.nameControls],
      ["Awa\u2028Ndiaye", invite.nameControls],
      ["\u202Eeyaidn awA", invite.nameBidi],
      ["Awa\u2067Ndiaye\u2069", invite.nameBidi],
      ["Awa\u200FNdiaye", invite.nameBidi],
      ["Awa\u061CNdiaye", invite.nameBidi],
      ["\u200E", invite.nameBidi],
      ["2026 - 42", invite.nameLetters],
    ];
    for (const [name, message] of refusals) {
      const email = `nom.${people}.${refusals.findIndex(([other]) => other === name)}@kheops.cm`;
      expect(await post(admin, teamWrites, { intent: "invite", name, email, role: "writer" }), JSON.stringify(name)).toEqual({
        tone: "refused",
        text: message,
      });
      expect(await db.selectFrom("staff_account").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
    }
    // Accents, apostrophes, hyphens and spaces are names.
    expect(
      await post(admin, teamWrites, {
        intent: "invite",
        name: " Aïcha N'Diaye-Ékwé ",
        email: `aicha.${people}@kheops.cm`,
        role: "writer",
      }),
    ).toMatchObject({ tone: "done" });
    expect((await listAccounts(db)).map((account) => account.name)).toContain("Aïcha N'Diaye-Ékwé");
  });

  it("never lets an administrator lower or disable their own account, nor the last active administrator", async () => {
    const { db } = getHandle();
    // Every other administrator of this database is disabled first: this one is the last.
    await db.updateTable("staff_account").set({ disabled_at: new Date().toISOString() }).where("role", "=", "admin").execute();
    const last = await person("admin");
    for (const intent of ["disable", "setRole"]) {
      expect(await post(last, teamWrites, { intent, account: last.account.id, role: "writer" })).toEqual({
        tone: "refused",
        text: accountsText.team.refused.yourself,
      });
    }
    expect(await roleOf(last.account)).toBe("admin");

    const other = await person("admin");
    await db.updateTable("staff_account").set({ disabled_at: new Date().toISOString() }).where("id", "=", other.account.id).execute();
    // `other`, disabled, cannot lower `last`, the last active administrator, even with a request that passed the
    // gate just before (the middleware now refuses the disabled account's session: `last`'s carries this one).
    expect(await post(other, teamWrites, { intent: "setRole", account: last.account.id, role: "writer" }, { through: last })).toEqual({
      tone: "refused",
      text: accountsText.team.refused.lastAdmin,
    });
    expect(await roleOf(last.account)).toBe("admin");
  });

  it("changes one's password only with the current one, ends one's other sessions, and ends only one's own sessions", async () => {
    const { db } = getHandle();
    const me = await person("writer", "mon ancien mot de passe");
    const phone = await openStaffSession(db, 12, { accountId: me.account.id, staffName: me.account.name });
    const someone = await person("writer");

    const fields = {
      intent: "changePassword",
      current: "pas le bon",
      password: "mon nouveau mot de passe",
      confirm: "mon nouveau mot de passe",
    };
    expect(await post(me, accountWrites, fields)).toEqual({ tone: "refused", text: accountsText.account.password.wrongCurrent });
    expect(await post(me, accountWrites, { ...fields, current: "mon ancien mot de passe", confirm: "autre chose" })).toEqual({
      tone: "refused",
      text: accountsText.account.password.mismatch,
    });
    expect(await stillOpen(phone.token)).toBe(true);
    expect(await post(me, accountWrites, { ...fields, current: "mon ancien mot de passe" })).toEqual({
      tone: "done",
      text: accountsText.account.password.changed,
    });
    const hash = (await db.selectFrom("staff_account").select("password_hash").where("id", "=", me.account.id).executeTakeFirstOrThrow())
      .password_hash;
    expect(await passwordMatchesHash("mon nouveau mot de passe", hash)).toBe(true);
    expect(await stillOpen(phone.token)).toBe(false);
    expect(await stillOpen(me.token)).toBe(true);

    // Someone else's session, named by its hash: not one's own, so nothing ends.
    expect(await post(me, accountWrites, { intent: "endOwnSession", session: someone.session.tokenHash })).toEqual({
      tone: "refused",
      text: accountsText.account.sessions.notFound,
    });
    expect(await stillOpen(someone.token)).toBe(true);
  });
  it("counts a wrong current password against the sign-in's limit, so that a session alone cannot guess it", async () => {
    const me = await person("writer", "mon ancien mot de passe");
    const change = (current: string) =>
      post(me, accountWrites, {
        intent: "changePassword",
        current,
        password: "mon nouveau mot de passe",
        confirm: "mon nouveau mot de passe",
      });
    for (let guess = 0; guess < 5; guess++)
      expect(await change(`essai ${guess}`)).toEqual({ tone: "refused", text: accountsText.account.password.wrongCurrent });
    // The right one, now: refused all the same, the password unchanged.
    expect(await change("mon ancien mot de passe")).toMatchObject({
      tone: "refused",
      text: expect.stringContaining("Trop de mots de passe erronés"),
    });
    const row = await getHandle()
      .db.selectFrom("staff_account")
      .select("password_hash")
      .where("id", "=", me.account.id)
      .executeTakeFirstOrThrow();
    expect(await passwordMatchesHash("mon ancien mot de passe", row.password_hash)).toBe(true);
  });
});
