import { billingPeriods, plans, planTotal } from "~/content/plans";
import { getConfig } from "../config.server";
import { getDb } from "../db/connection.server";
import { firstErrors } from "../forms/field-errors";
import { isBot } from "../forms/honeypot";
import { formatPhone, phoneCountries } from "../forms/phone";
import { type FormRefusal, receiveForm } from "../forms/receive-form.server";
import { type SubscriptionRequest, subscriptionSchema } from "../forms/subscription";
import { locateIp, type VisitorLocation } from "../integrations/geolocation.server";
import { getLogger } from "../logger.server";
import { leadChannels } from "../outbox/deliver.server";
import { storeLead } from "./store.server";

export const subscriptionFields = [
  "firstName",
  "lastName",
  "email",
  "phoneCountry",
  "phone",
  "message",
  "acceptTerms",
  "selectedPlan",
  "selectedPeriod",
  "initialPrice",
] as const;

export type SubscriptionResult =
  | { status: "confirmed" }
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | FormRefusal
  | { status: "error" };

function countryName(code: string): string {
  return phoneCountries().find((country) => country.code === code)?.name ?? code;
}

/** The fields the agency receives (spec §7.3), in the order its mail lists them. */
export function subscriptionPayload(request: SubscriptionRequest, location: VisitorLocation, userAgent: string) {
  const plan = plans.find((candidate) => candidate.name === request.selectedPlan) ?? plans[0];
  const listPrice = plan ? planTotal(plan.monthlyPriceXaf, request.selectedPeriod) : undefined;
  const detectedKnown = location.countryCode !== "XX";
  const mismatch = detectedKnown && location.countryCode !== request.phoneCountry;
  return {
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: formatPhone(request.phone, request.phoneCountry),
    phoneCountry: `${countryName(request.phoneCountry)} (${request.phoneCountry})`,
    detectedCountry: detectedKnown ? `${location.country} (${location.countryCode})` : location.country,
    city: location.city,
    region: location.region,
    ...(mismatch
      ? {
          locationWarning: `Le téléphone est de ${countryName(request.phoneCountry)} mais la connexion vient de ${location.country}\u00a0: à vérifier lors de l'appel.`,
        }
      : {}),
    message: request.message || "(aucun)",
    termsAccepted: true,
    plan: request.selectedPlan,
    period: billingPeriods.find((period) => period.id === request.selectedPeriod)?.label ?? request.selectedPeriod,
    offerPrice: request.initialPrice ?? listPrice,
    price: listPrice,
    currency: "XAF",
    userAgent,
  };
}

/**
 * A subscription request (spec §2 'Subscription page', D4): limits, honeypot,
 * validation, then the lead and its deliveries are stored before the visitor
 * sees 'Souscription confirmée !'.
 */
export async function submitSubscription(request: Request, ip: string | undefined): Promise<SubscriptionResult> {
  const received = await receiveForm(request, ip);
  if ("status" in received) return received;
  const { form } = received;
  if (isBot(form)) return { status: "confirmed" };

  const values = Object.fromEntries(
    subscriptionFields.map((key) => {
      const value = form.get(key);
      return [key, typeof value === "string" ? value.slice(0, 5000) : ""];
    }),
  );
  const parsed = subscriptionSchema.safeParse(values);
  if (!parsed.success) return { status: "invalid", errors: firstErrors(parsed.error.issues), values };

  const subscription = parsed.data;
  const payload = subscriptionPayload(subscription, await locateIp(ip), request.headers.get("user-agent") ?? "");
  const fullName = `${subscription.firstName} ${subscription.lastName}`;
  try {
    await storeLead(
      getDb(),
      {
        kind: "subscription",
        email: subscription.email,
        fullName,
        summary: `Nouvelle souscription ${subscription.selectedPlan} - ${fullName}`,
        payload,
      },
      leadChannels(getConfig()),
    );
    return { status: "confirmed" };
  } catch (error) {
    // The database refused the lead: keep it in the logs so the agency can still recover it.
    getLogger().error({ err: error, lead: payload }, "subscription: lead could not be stored");
    return { status: "error" };
  }
}
