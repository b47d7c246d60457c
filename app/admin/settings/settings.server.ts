import { accountsText } from "~/content/admin/accounts";
import { settingsText } from "~/content/admin/facts";
import { HttpError, type RequestScope } from "~/lib/boundary/boundary.server";
import type { SiteServices } from "~/lib/boundary/context.server";
import { type AdminNotice, adminNotice } from "~/lib/boundary/notice";
import { formOf } from "~/lib/boundary/request-body.server";
import { type Config, developmentSessionSecret } from "~/lib/config.server";
import {
  environmentSettingOf,
  type FactValues,
  factHistory,
  readFacts,
  saveFacts,
  settingsKeys,
  valuesOf,
} from "~/lib/facts/agency-facts.server";
import { checkFactsForm } from "~/lib/facts/fact-checks.server";
import { recordActivityAfter } from "../accounts/activity.server";
import type { StaffSession } from "../accounts/staff-session.server";
import { adminAddresses } from "../shell/addresses";
import { factLabel } from "./fact-labels";

/**
 * « Réglages » (/admin/reglages), an administrator's: the agency's facts as the visitors see them (app/lib/facts/), the
 * form that changes them, the secrets of the server (set or not, never their value) and the latest changes. A post is
 * a plain form: saved, it ends in a 303 back to the page with what changed said there once (as the desk's posts,
 * app/admin/desk/actions.server.ts); refused, the page shows the form again as typed, a message under each refused
 * field, and nothing is saved.
 */

/** Where the value a field shows comes from: the server (its setting's name, when it has one), or a change made here. */
export type FactSource = { kind: "server"; setting?: string } | { kind: "here"; by: string; at: string };

/** The secrets « Réglages » says are set or not: changed on the server only, their values never read out. */
const secretNames = [
  "SESSION_SECRET",
  "DATABASE_URL",
  "SMTP_URL",
  "FORMS_WEBHOOK_URL",
  "GA4_API_SECRET",
  "BACKUP_PASSWORD_FILE",
  "ADMIN_PASSWORD",
  "UNSPLASH_ACCESS_KEY",
  "PEXELS_API_KEY",
  "PIXABAY_API_KEY",
  "AI_API_KEY",
] as const satisfies readonly (keyof Config & keyof typeof settingsText.secrets.uses)[];

export type SecretName = (typeof secretNames)[number];

/** Whether each secret is set: a yes or no made here, so that no value of one reaches the page's props. */
export function secretsOf(config: Config): { name: SecretName; set: boolean }[] {
  return secretNames.map((name) => {
    // Always a string: without one of its own, development signs with a known one, which is no secret.
    if (name === "SESSION_SECRET") return { name, set: config.SESSION_SECRET !== developmentSessionSecret };
    const value: unknown = config[name];
    return { name, set: typeof value === "string" && value.length > 0 };
  });
}

/** The page: each fact's value and where it comes from, the secrets, the latest changes (newest first). */
export async function loadSettingsPage({ db, config }: SiteServices) {
  const [{ facts, stored }, history] = await Promise.all([readFacts(db, config), factHistory(db, 30, settingsKeys)]);
  const sources: Record<string, FactSource> = {};
  for (const key of settingsKeys) {
    const here = stored.get(key);
    sources[key] = here ? { kind: "here", ...here } : { kind: "server", setting: environmentSettingOf(key) };
  }
  return { values: valuesOf(facts), sources, secrets: secretsOf(config), history };
}

export type SettingsPage = Awaited<ReturnType<typeof loadSettingsPage>>;

/** A form the checks refused: shown again as typed (400), with the French message of each refused field. */
export interface RefusedSettings {
  values: FactValues;
  errors: Record<string, string>;
}

/** What a post comes to: the answer (a 303 back to the page), or the form to show again. */
export type SettingsPostResult = { answer: Response; refused?: undefined } | { refused: RefusedSettings; answer?: undefined };

function backToPage(scope: RequestScope, staff: StaffSession, notice: AdminNotice): SettingsPostResult {
  scope.cookies.set("notice", { notice, accountId: staff.accountId, madeAt: Date.now() });
  return { answer: new Response(null, { status: 303, headers: { location: adminAddresses.settings } }) };
}

/**
 * « Enregistrer les réglages »: every field checked (a field the form did not send, from a page older than a new
 * e-book, keeps its value); all saved, only those that changed, each with its history line, or none at all. This
 * instance shows the change at once, the others within a few seconds; the activity log names what changed.
 */
export async function answerSettingsPost(scope: RequestScope, staff: StaffSession): Promise<SettingsPostResult> {
  // The page asked staffFor() already; asked again where the write is, whatever called it.
  if (staff.role !== "admin") throw new HttpError(403, accountsText.forbidden);
  const { site } = scope;
  const form = await formOf(scope.body);
  const current = valuesOf((await readFacts(site.db, site.config)).facts);
  const submitted: FactValues = { ...current };
  for (const key of settingsKeys) {
    const value = form.get(key);
    if (typeof value === "string") submitted[key] = value;
  }
  const checked = checkFactsForm(submitted, settingsKeys);
  if ("errors" in checked) return { refused: { values: submitted, errors: checked.errors } };

  const changed = await saveFacts(site.db, site.config, checked.values, staff.staffName);
  if (changed.length === 0) return backToPage(scope, staff, adminNotice("done", settingsText.unchanged));
  await site.facts.reload();
  const labels = changed.map(factLabel).join(", ");
  site.logger.info({ keys: changed, by: staff.staffName }, "settings: agency facts changed");
  await recordActivityAfter(site, staff, "facts-changed", labels);
  return backToPage(scope, staff, adminNotice("done", settingsText.saved, settingsText.changed(labels)));
}
