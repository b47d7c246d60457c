import { accountsText } from "~/content/admin/accounts";
import { shopPricesText } from "~/content/admin/shop-prices";
import { HttpError, type RequestScope } from "~/lib/boundary/boundary.server";
import type { SiteServices } from "~/lib/boundary/context.server";
import { adminNotice } from "~/lib/boundary/notice";
import { formOf } from "~/lib/boundary/request-body.server";
import { type FactValues, factHistory, readFacts, saveFacts, shopKeys, valuesOf } from "~/lib/facts/agency-facts.server";
import { checkFactsForm } from "~/lib/facts/fact-checks.server";
import { recordActivityAfter } from "../accounts/activity.server";
import type { StaffSession } from "../accounts/staff-session.server";
import { adminAddresses } from "../shell/addresses";
import { priceLabel } from "./price-labels";

/**
 * « Boutique » (/admin/boutique), an administrator's: each e-book's price and promotion, each community-management
 * plan's month (app/lib/facts), what the visitors see of each now, and the latest changes. As « Réglages »: a plain
 * form; saved, a 303 back to the page with what changed said there once; refused, the form again as typed, a message
 * under each refused field, and nothing saved.
 */

/** Who set a price here and when; undefined: the content's, never changed here. */
export type PriceSource = { by: string; at: string } | undefined;

export async function loadShopPricesPage({ db, config }: SiteServices, now = new Date()) {
  const [{ facts, stored }, history] = await Promise.all([readFacts(db, config), factHistory(db, 30, shopKeys)]);
  const sources: Record<string, PriceSource> = Object.fromEntries(shopKeys.map((key) => [key, stored.get(key)]));
  return { values: valuesOf(facts), facts, sources, history, now: now.toISOString() };
}

export type ShopPricesPage = Awaited<ReturnType<typeof loadShopPricesPage>>;

/** A form the checks refused: shown again as typed (400), with the French message of each refused field. */
export interface RefusedPrices {
  values: FactValues;
  errors: Record<string, string>;
}

export type ShopPricesPostResult = { answer: Response; refused?: undefined } | { refused: RefusedPrices; answer?: undefined };

/**
 * « Enregistrer les prix »: every field checked (one the form did not send keeps its value); all saved, only those
 * that changed, each with its history line, or none at all. This instance shows the change at once, the others
 * within a few seconds; the activity log names what changed.
 */
export async function answerShopPricesPost(scope: RequestScope, staff: StaffSession): Promise<ShopPricesPostResult> {
  // The page asked staffFor() already; asked again where the write is, whatever called it.
  if (staff.role !== "admin") throw new HttpError(403, accountsText.forbidden);
  const { site } = scope;
  const form = await formOf(scope.body);
  const submitted: FactValues = valuesOf((await readFacts(site.db, site.config)).facts);
  for (const key of shopKeys) {
    const value = form.get(key);
    if (typeof value === "string") submitted[key] = value;
  }
  const checked = checkFactsForm(submitted, shopKeys);
  if ("errors" in checked) return { refused: { values: submitted, errors: checked.errors } };

  const changed = await saveFacts(site.db, site.config, checked.values, staff.staffName);
  const notice = (...words: [string, string?]) => {
    scope.cookies.set("notice", { notice: adminNotice("done", ...words), accountId: staff.accountId, madeAt: Date.now() });
    return { answer: new Response(null, { status: 303, headers: { location: adminAddresses.shopPrices } }) };
  };
  if (changed.length === 0) return notice(shopPricesText.unchanged);
  await site.facts.reload();
  const labels = changed.map(priceLabel).join(", ");
  site.logger.info({ keys: changed, by: staff.staffName }, "shop: prices changed");
  await recordActivityAfter(site, staff, "prices-changed", labels);
  return notice(shopPricesText.saved, shopPricesText.changed(labels));
}
