import { spawn } from "node:child_process";
import { expect, it, onTestFinished } from "vitest";
import { createAccount } from "~/admin/accounts/accounts.server";
import { createStaffLink, peekStaffLink } from "~/admin/accounts/staff-links.server";
import { accountsText } from "~/content/admin/accounts";
import { withTimeout } from "../../scripts/lib/wait";
import { createTestSqlite } from "../helpers/database";

// `npm run staff`, as whoever runs the server types it: the script on its own Node, on a SQLite file.

/** Runs scripts/staff.ts with `args` on the database at `sqlitePath`; its exit code and what it printed. */
function staffScript(sqlitePath: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
    env: { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.once("exit", (code) => resolve({ code, output })));
  return withTimeout(exited, { timeoutMs: 60_000, what: () => `npm run staff -- ${args.join(" ")}: ${output}` });
}

async function database() {
  const sqlite = await createTestSqlite();
  onTestFinished(() => sqlite.destroy());
  return sqlite;
}

it("disable voids the account's unused links, so that enable brings none back", async () => {
  const { db, path } = await database();
  const invited = await createAccount(db, { name: "Léa Mbarga", email: "lea@kheops.cm", role: "writer" });
  const writer = await createAccount(db, {
    name: "Awa Ndiaye",
    email: "awa@kheops.cm",
    role: "writer",
    password: "un mot de passe assez long",
  });
  if (invited === "taken" || writer === "taken") throw new Error("address taken");
  const invitation = await createStaffLink(db, invited.id, "invitation");
  const reset = await createStaffLink(db, writer.id, "reset");

  for (const email of ["lea@kheops.cm", "awa@kheops.cm"]) {
    expect(await staffScript(path, "disable", email)).toMatchObject({ code: 0 });
    expect(await staffScript(path, "enable", email)).toMatchObject({ code: 0 });
  }
  expect(await peekStaffLink(db, invitation.token)).toBeUndefined();
  expect(await peekStaffLink(db, reset.token)).toBeUndefined();
}, 120_000);

it("add refuses a name on several lines, with bidi controls or without a letter, and creates no account", async () => {
  const { db, path } = await database();
  const invite = accountsText.team.invite;
  for (const [name, message] of [
    ["Awa\nNdiaye", invite.nameControls],
    ["Awa\u001b[2JNdiaye", invite.nameControls],
    ["Awa \u202Eeyaidn", invite.nameBidi],
    ["***", invite.nameLetters],
  ]) {
    const { code, output } = await staffScript(path, "add", name ?? "", "awa@kheops.cm", "writer");
    expect(code, JSON.stringify(name)).toBe(1);
    expect(output).toContain(message);
  }
  expect(await db.selectFrom("staff_account").select("id").execute()).toEqual([]);

  expect(await staffScript(path, "add", "Awa Ndiaye", "awa@kheops.cm", "writer")).toMatchObject({ code: 0 });
  expect(await db.selectFrom("staff_account").select("name").execute()).toEqual([{ name: "Awa Ndiaye" }]);
}, 120_000);
