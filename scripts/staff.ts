/**
 * The staff accounts from a terminal, for whoever runs the server (no browser needed):
 *   npm run staff -- list
 *   npm run staff -- add "Awa Ndiaye" awa@kheops.cm writer     (or admin): prints the invitation link
 *   npm run staff -- disable awa@kheops.cm | enable awa@kheops.cm | end-sessions awa@kheops.cm
 * Reads the database from the usual settings (DATABASE_URL, else SQLITE_PATH) and SITE_URL for the link.
 * The site must have started once on that database (its migrations run at start-up, not here).
 */
import { existsSync } from "node:fs";
import { disableAccount, enableAccount } from "../app/admin/accounts/account-state.server";
import { createAccount, isStaffRole, listAccounts, normalEmail } from "../app/admin/accounts/accounts.server";
import { staffNameSchema } from "../app/admin/accounts/staff-account";
import { createStaffLink, staffLinkAddress } from "../app/admin/accounts/staff-links.server";
import { closeAccountSessions } from "../app/admin/accounts/staff-session.server";
import { parseConfig } from "../app/lib/config.server";
import { openDatabase } from "../app/lib/db/db.server";

const usage = `Usage :
  npm run staff -- list
  npm run staff -- add "Nom" adresse@exemple.cm writer|admin
  npm run staff -- disable adresse@exemple.cm
  npm run staff -- enable adresse@exemple.cm
  npm run staff -- end-sessions adresse@exemple.cm`;

const config = parseConfig(process.env);
const [command, ...rest] = process.argv.slice(2);

if (!config.DATABASE_URL && !existsSync(config.SQLITE_PATH)) {
  console.error(`Base introuvable : ${config.SQLITE_PATH} (réglez SQLITE_PATH ou DATABASE_URL, et démarrez le site une fois).`);
  process.exit(1);
}

const { db, close } = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });

async function accountOf(email: string | undefined) {
  const account = email
    ? await db.selectFrom("staff_account").selectAll().where("email", "=", normalEmail(email)).executeTakeFirst()
    : undefined;
  if (!account) throw new Error(`Aucun compte pour « ${email ?? ""} ».`);
  return account;
}

async function run(): Promise<void> {
  switch (command) {
    case "list": {
      for (const account of await listAccounts(db)) {
        const state = account.disabledAt ? "désactivé" : account.hasPassword ? "actif" : "invité";
        console.log(`${account.email}\t${account.name}\t${account.role}\t${state}\tvu : ${account.lastSeenAt ?? "jamais"}`);
      }
      return;
    }
    case "add": {
      const [name, email, role] = rest;
      if (!email?.includes("@") || !isStaffRole(role)) throw new Error(usage);
      // The invitation form's rule: one line of visible text, with a letter.
      const parsed = staffNameSchema.safeParse(name ?? "");
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? usage);
      const account = await createAccount(db, { name: parsed.data, email, role });
      if (account === "taken") throw new Error(`Un compte existe déjà pour ${email}.`);
      const { token } = await createStaffLink(db, account.id, "invitation");
      console.log(`Compte créé pour ${account.name} (${account.role}). Lien pour choisir son mot de passe (une seule fois, 72 heures) :`);
      console.log(staffLinkAddress(config.SITE_URL, token));
      return;
    }
    case "disable":
    case "enable": {
      const account = await accountOf(rest[0]);
      await (command === "disable" ? disableAccount : enableAccount)(db, account.id);
      console.log(command === "disable" ? `${account.email} : désactivé, sessions terminées.` : `${account.email} : réactivé.`);
      return;
    }
    case "end-sessions": {
      const account = await accountOf(rest[0]);
      console.log(`${account.email} : ${await closeAccountSessions(db, account.id)} session(s) terminée(s).`);
      return;
    }
    default:
      throw new Error(usage);
  }
}

try {
  await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
