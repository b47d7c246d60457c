import { describe, expect, it } from "vitest";
import { factsText } from "~/content/agency-facts";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { parseConfig } from "../config.server";
import { checkoutOf, openingHoursOf } from "./agency-facts";
import {
  createFactsCache,
  factHistory,
  factsFromEnvironment,
  launchReportOf,
  readFacts,
  saveFacts,
  settingsKeys,
  shopKeys,
  valuesOf,
} from "./agency-facts.server";
import { checkFactsForm } from "./fact-checks.server";

const config = parseConfig({ SITE_URL: "http://localhost:3000", AGENCY_PHONE: "+237 6 91 11 22 33" });

/** The form as the page sends it: every current value, with `changes` over them. */
function form(changes: Record<string, string>) {
  return { ...valuesOf(factsFromEnvironment(config)), ...changes };
}

function checked(changes: Record<string, string>) {
  const result = checkFactsForm(form(changes));
  if ("errors" in result) throw new Error(JSON.stringify(result.errors));
  return result.values;
}

it("takes each fact from the environment, and the e-books' state from whether a checkout link is set", () => {
  const facts = factsFromEnvironment(parseConfig({ SITE_URL: "http://localhost:3000", CHECKOUT_URL_SELL_WITHOUT_BUDGET: "" }));
  expect(facts.phone).toBe("+237 6 99 00 00 00");
  expect(facts.ebooks["la-methodologie-de-la-vente"]).toMatchObject({
    checkoutUrl: "https://pay.kheops.cm/la-methodologie-de-la-vente",
    state: "on-sale",
  });
  expect(facts.ebooks["vendre-avec-0f"]).toMatchObject({ checkoutUrl: undefined, state: "coming-soon" });
  // The prices no one has set: the content's, its promotional price without dates.
  expect(facts.ebooks["la-methodologie-de-la-vente"]).toMatchObject({
    listPriceXaf: 32099,
    promotion: { kind: "price", value: 19022, startsAt: undefined, endsAt: undefined },
  });
  expect(facts.planPrices).toEqual({ Starter: 90000, Pro: 150000, Premium: 320000 });
  expect(checkoutOf(facts, "vendre-avec-0f")).toBeUndefined();
  expect(checkoutOf(facts, "la-methodologie-de-la-vente")).toBe("https://pay.kheops.cm/la-methodologie-de-la-vente");
});

it("refuses each bad value with its French message, and normalises the good ones", () => {
  const result = checkFactsForm(
    form({
      phone: "12",
      whatsapp: "abc",
      rccm: "abc",
      niu: "M123",
      facebookUrl: "http://facebook.com/kheops",
      "ebook.vendre-avec-0f.checkout": "",
      "ebook.vendre-avec-0f.state": "on-sale",
    }),
  );
  expect("errors" in result && result.errors).toEqual({
    phone: "Entrez un numéro de téléphone camerounais valide, par exemple +237 6 99 00 00 00",
    whatsapp: "Entrez le numéro WhatsApp au format international, indicatif compris, par exemple +237 6 99 00 00 00",
    rccm: "Le numéro RCCM a la forme RC/DLA/2020/B/1234",
    niu: "Le NIU compte 14\u00a0caractères\u00a0: une lettre, 12\u00a0chiffres et une lettre (par exemple M012345678901A)",
    facebookUrl: "Entrez une adresse qui commence par https://",
    "ebook.vendre-avec-0f.state": "Un e-book en vente a besoin d'un lien de paiement",
  });
  expect(
    checked({ phone: "699 12 34 56", whatsapp: "+237 6 99 12 34 56", rccm: "rc/dla/2021/b/1234", niu: "m012345678901a" }),
  ).toMatchObject({
    phone: "+237 6 99 12 34 56",
    whatsapp: "237699123456",
    rccm: "RC/DLA/2021/B/1234",
    niu: "M012345678901A",
  });
});

describeOnEachEngine("the agency's facts", (getHandle) => {
  it("stores only what changed, with its history, and leaves the rest to the environment", async () => {
    const { db } = getHandle();
    expect((await readFacts(db, config)).stored.size).toBe(0);

    const changed = await saveFacts(db, config, checked({ phone: "+237 6 77 88 99 00" }), "Awa", new Date("2026-12-02T10:00:00Z"));
    expect(changed).toEqual(["phone"]);
    await saveFacts(db, config, checked({ phone: "+237 6 55 44 33 22" }), "Binta", new Date("2026-12-02T11:00:00Z"));
    // The same form again changes nothing.
    expect(await saveFacts(db, config, checked({ phone: "+237 6 55 44 33 22" }), "Binta")).toEqual([]);

    const { facts, stored } = await readFacts(db, config);
    expect(facts.phone).toBe("+237 6 55 44 33 22");
    expect([...stored]).toEqual([["phone", { by: "Binta", at: "2026-12-02T11:00:00.000Z" }]]);
    // Not set here: still the environment's, and it follows the environment.
    const moved = parseConfig({ SITE_URL: "http://localhost:3000", AGENCY_EMAIL: "bonjour@kheops.cm" });
    expect((await readFacts(db, moved)).facts).toMatchObject({ phone: "+237 6 55 44 33 22", email: "bonjour@kheops.cm" });

    expect(await factHistory(db)).toEqual([
      {
        key: "phone",
        oldValue: "+237 6 77 88 99 00",
        newValue: "+237 6 55 44 33 22",
        changedBy: "Binta",
        changedAt: "2026-12-02T11:00:00.000Z",
      },
      { key: "phone", oldValue: null, newValue: "+237 6 77 88 99 00", changedBy: "Awa", changedAt: "2026-12-02T10:00:00.000Z" },
    ]);
  });

  it("keeps an instance's copy, read again on reload, and never queried by current()", async () => {
    const { db } = getHandle();
    const cache = createFactsCache({ db, config, logger: recordingLogger() });
    expect(cache.current().phone).toBe("+237 6 91 11 22 33"); // the environment's, before any read
    await cache.reload();
    const before = cache.current().phone;
    await saveFacts(db, config, checked({ phone: "+237 6 22 33 44 55" }), "Awa");
    expect(cache.current().phone).toBe(before);
    await cache.reload();
    expect(cache.current().phone).toBe("+237 6 22 33 44 55");
  });

  it("ends the launch check's example warning once the fact is set", async () => {
    const { db } = getHandle();
    const example = parseConfig({ SITE_URL: "http://localhost:3000" });
    const warning = (report: { warnings: string[] }) => report.warnings.filter((line) => line.startsWith("COMPANY_NIU"));
    expect(warning(launchReportOf(example, (await readFacts(db, example)).facts))).toHaveLength(1);
    await saveFacts(db, example, checked({ niu: "M012345678901A" }), "Awa");
    expect(warning(launchReportOf(example, (await readFacts(db, example)).facts))).toEqual([]);
  });
});

describe("the shop's prices in the form of « Boutique »", () => {
  const id = "vendre-avec-0f";
  const key = (field: string) => `ebook.${id}.${field}`;
  const shop = (changes: Record<string, string>) => checkFactsForm(form(changes), shopKeys);

  it("stores whole francs, a promotion's dates as typed in Douala, and nothing of a promotion removed", () => {
    expect(
      shop({
        [key("price")]: "12 900 FCFA",
        [key("promo")]: "percent",
        [key("promoValue")]: "20 %",
        [key("promoEnd")]: "2026-12-24T23:59",
      }),
    ).toMatchObject({
      values: { [key("price")]: "12900", [key("promoValue")]: "20", [key("promoEnd")]: "2026-12-24T23:59", [key("promoStart")]: "" },
    });
    expect(shop({ [key("promo")]: "none", [key("promoValue")]: "abc", [key("promoStart")]: "demain" })).toMatchObject({
      values: { [key("promo")]: "none", [key("promoValue")]: "", [key("promoStart")]: "" },
    });
    expect(shop({ "plan.pro.monthly": "160 000" })).toMatchObject({ values: { "plan.pro.monthly": "160000" } });
  });

  it("refuses each bad value with its French message", () => {
    expect(
      shop({
        [key("price")]: "douze mille",
        "plan.starter.monthly": "50",
        "ebook.community-manager-de-choc.promo": "percent",
        "ebook.community-manager-de-choc.promoValue": "95",
        "ebook.la-methodologie-de-la-vente.promo": "price",
        "ebook.la-methodologie-de-la-vente.promoValue": "40000",
        "ebook.la-methodologie-de-la-vente.promoStart": "2026-12-24T10:00",
        "ebook.la-methodologie-de-la-vente.promoEnd": "2026-12-20T10:00",
      }),
    ).toEqual({
      errors: {
        [key("price")]: factsText.errors.ebookPrice,
        "plan.starter.monthly": factsText.errors.planPrice,
        "ebook.community-manager-de-choc.promoValue": factsText.errors.percent,
        "ebook.la-methodologie-de-la-vente.promoValue": factsText.errors.promotionNotLower,
        "ebook.la-methodologie-de-la-vente.promoEnd": factsText.errors.promotionEndBeforeStart,
      },
    });
    expect(shop({ [key("promo")]: "free" })).toEqual({ errors: { [key("promo")]: factsText.errors.promotionKind } });
    expect(shop({ [key("promoEnd")]: "2026-02-30T10:00" })).toEqual({ errors: { [key("promoEnd")]: factsText.errors.promotionDate } });
  });
});

describeOnEachEngine("the shop's prices", (getHandle) => {
  it("are stored over the content's with their history, and read back with the promotion's instants", async () => {
    const { db } = getHandle();
    const id = "vendre-avec-0f";
    const fromContent = (await readFacts(db, config)).facts;
    expect(fromContent.ebooks[id]).toMatchObject({ listPriceXaf: 8900, promotion: { kind: "price", value: 3998 } });

    const result = checkFactsForm(
      form({
        [`ebook.${id}.price`]: "9500",
        [`ebook.${id}.promo`]: "percent",
        [`ebook.${id}.promoValue`]: "30",
        [`ebook.${id}.promoStart`]: "2026-12-02T08:00",
        [`ebook.${id}.promoEnd`]: "2026-12-03T00:00",
        "plan.premium.monthly": "350000",
      }),
      shopKeys,
    );
    if ("errors" in result) throw new Error(JSON.stringify(result.errors));
    const changed = await saveFacts(db, config, result.values, "Awa", new Date("2026-12-02T10:00:00Z"));
    expect(changed.sort()).toEqual(
      [
        `ebook.${id}.price`,
        `ebook.${id}.promo`,
        `ebook.${id}.promoValue`,
        `ebook.${id}.promoStart`,
        `ebook.${id}.promoEnd`,
        "plan.premium.monthly",
      ].sort(),
    );
    const { facts } = await readFacts(db, config);
    // Douala is UTC+1: 08:00 there is 07:00 UTC.
    expect(facts.ebooks[id]).toMatchObject({
      listPriceXaf: 9500,
      promotion: { kind: "percent", value: 30, startsAt: "2026-12-02T07:00:00.000Z", endsAt: "2026-12-02T23:00:00.000Z" },
    });
    expect(facts.planPrices).toEqual({ Starter: 90000, Pro: 150000, Premium: 350000 });
    // The others still the content's.
    expect(facts.ebooks["community-manager-de-choc"]).toMatchObject({ listPriceXaf: 39900, promotion: { kind: "price", value: 12900 } });
    expect((await factHistory(db, 50, shopKeys)).find((change) => change.key === `ebook.${id}.price`)).toEqual({
      key: `ebook.${id}.price`,
      oldValue: null,
      newValue: "9500",
      changedBy: "Awa",
      changedAt: "2026-12-02T10:00:00.000Z",
    });
    // « Réglages » shows its own history only.
    expect(await factHistory(db, 50, settingsKeys)).toEqual([]);
  });
});

describe("the agency's name, address and hours", () => {
  it("are the content's until set, and the hours read as rows", () => {
    const facts = factsFromEnvironment(config);
    expect([facts.name, facts.address]).toEqual(["Kheops Digital", "Logpom, Douala"]);
    expect(openingHoursOf(facts.hours)).toEqual([
      { days: "Lundi - Vendredi", time: "9:00 - 18:00" },
      { days: "Samedi", time: "10:00 - 14:00" },
      { days: "Dimanche", time: "Fermé" },
    ]);
    expect(openingHoursOf("Samedi : 10:00 - 14:00\r\n\r\nSur rendez-vous")).toEqual([
      { days: "Samedi", time: "10:00 - 14:00" },
      { days: "Sur rendez-vous", time: "" },
    ]);
  });

  it("are checked: hours one line per day, as typed in a textarea, and refused in French otherwise", () => {
    expect(
      checked({
        name: " Kheops Digital SARL ",
        address: "Rue 1.234, Bonapriso, Douala",
        hours: "Lundi - Samedi : 8:00 - 19:00\r\nDimanche : Fermé\r\n",
      }),
    ).toMatchObject({
      name: "Kheops Digital SARL",
      address: "Rue 1.234, Bonapriso, Douala",
      hours: "Lundi - Samedi : 8:00 - 19:00\nDimanche : Fermé",
    });
    const refused = checkFactsForm(form({ name: "K", address: "", hours: "Toujours ouvert" }));
    expect(refused).toEqual({ errors: { name: factsText.errors.name, address: factsText.errors.address, hours: factsText.errors.hours } });
    // The content's hours, sent back unchanged by the form (a textarea's CRLF), are no change.
    expect(checked({}).hours).toBe(factsFromEnvironment(config).hours);
  });
});
