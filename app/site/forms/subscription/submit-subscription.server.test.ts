import { beforeEach, expect, it } from "vitest";
import { refusalText } from "~/content/errors";
import type { SiteServices } from "~/lib/boundary/context.server";
import { describeOnEachEngine } from "../../../../tests/helpers/database";
import { testServices, withScope } from "../../../../tests/helpers/site-services";
import { submitSubscription } from "./submit-subscription.server";

// One address per request: the per-IP rate limit (10 a minute by default) must not get in the way.
let lastOctet = 1;
const cameroonIp = () => `41.202.219.${lastOctet++}`;
let site: SiteServices;

/** The action as the host runs it: behind the request boundary, on the engine under test. */
async function submit(request: Request, clientAddress: string) {
  return withScope(site, request, submitSubscription, { clientAddress });
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/services/formulaire-de-souscription", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Test/1.0", ...headers },
    body: new URLSearchParams(fields),
  });
}

const valid = {
  firstName: "aïcha",
  lastName: "mbarga",
  email: "aicha@exemple.cm",
  phoneCountry: "CM",
  phone: "+237 6 71 23 45 67",
  message: "Boutique de pagnes à Akwa",
  acceptTerms: "on",
  selectedPlan: "Premium",
  selectedPeriod: "yearly",
  initialPrice: "3264000",
};

describeOnEachEngine("subscription action", (getHandle) => {
  beforeEach(async () => {
    const { db, engine } = getHandle();
    site = testServices(db, { engine });
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
  });

  const leads = () => getHandle().db.selectFrom("lead").selectAll().execute();

  it("stores the request with the fields the agency receives and one delivery, before confirming", async () => {
    expect(await submit(post(valid), cameroonIp())).toEqual({ status: "confirmed" });
    const [lead] = await leads();
    expect(lead).toMatchObject({ kind: "subscription", email: "aicha@exemple.cm", full_name: "Aïcha Mbarga" });
    expect(lead?.summary).toBe("Nouvelle souscription Premium - Aïcha Mbarga");
    expect(JSON.parse(lead?.payload ?? "{}")).toEqual({
      firstName: "Aïcha",
      lastName: "Mbarga",
      email: "aicha@exemple.cm",
      phone: "+237 6 71 23 45 67",
      phoneCountry: "Cameroun (CM)",
      detectedCountry: "Cameroun (CM)",
      city: expect.any(String),
      region: expect.any(String),
      message: "Boutique de pagnes à Akwa",
      termsAccepted: true,
      plan: "Premium",
      period: "Annuel (-15%)",
      offerPrice: 3264000,
      price: 3264000,
      currency: "XAF",
      userAgent: "Test/1.0",
    });
  });

  it("warns the agency when the phone's country differs from the detected one", async () => {
    await submit(post({ ...valid, phoneCountry: "FR", phone: "+33 6 12 34 56 78" }), cameroonIp());
    const payload = JSON.parse((await leads())[0]?.payload ?? "{}");
    expect(payload.locationWarning).toBe("Pays différents, à vérifier lors de l'appel\u00a0: téléphone France, connexion Cameroun.");
  });

  it("gives no warning and 'Inconnu' for a private address", async () => {
    await submit(post(valid), "192.168.1.20");
    const payload = JSON.parse((await leads())[0]?.payload ?? "{}");
    expect(payload).toMatchObject({ detectedCountry: "Inconnu", city: "Inconnu", region: "Inconnu" });
    expect(payload).not.toHaveProperty("locationWarning");
  });

  it("answers invalid fields with their messages and stores nothing", async () => {
    const result = await submit(post({ ...valid, phone: "+237 5 71 23 45 67", acceptTerms: "" }), cameroonIp());
    expect(result).toMatchObject({
      status: "invalid",
      errors: { phone: "Numéro de téléphone invalide.", acceptTerms: "Vous devez accepter les conditions générales pour continuer." },
      values: { firstName: "aïcha", phone: "+237 5 71 23 45 67" },
    });
    expect(await leads()).toHaveLength(0);
  });

  it("fakes a success for a filled honeypot and stores nothing", async () => {
    expect(await submit(post({ ...valid, site_web: "http://spam.example" }), cameroonIp())).toEqual({ status: "confirmed" });
    expect(await leads()).toHaveLength(0);
  });

  it("refuses a body over 32 KB with a French message", async () => {
    const refused = submit(post({ ...valid, message: "é".repeat(20_000) }), cameroonIp());
    // The request boundary refuses it before the form is read (tests/helpers/site-services.ts says so as an error).
    await expect(refused).rejects.toThrow(`413 ${refusalText.tooLarge}`);
    expect(await leads()).toHaveLength(0);
  });
});
