import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { parseConfig } from "../config.server";
import { checkoutOf } from "./agency-facts";
import {
  checkFactsForm,
  createFactsCache,
  factHistory,
  factsFromEnvironment,
  launchReportOf,
  readFacts,
  saveFacts,
  valuesOf,
} from "./agency-facts.server";

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
  expect(facts.ebooks["la-methodologie-de-la-vente"]).toEqual({
    checkoutUrl: "https://pay.kheops.cm/la-methodologie-de-la-vente",
    state: "on-sale",
  });
  expect(facts.ebooks["vendre-avec-0f"]).toEqual({ checkoutUrl: undefined, state: "coming-soon" });
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
