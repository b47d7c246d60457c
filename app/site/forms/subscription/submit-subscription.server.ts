import { leadText } from "~/content/lead-fields";
import { billingPeriods, type PlanName, plans, planTotal } from "~/content/plans";
import type { RequestScope } from "~/lib/boundary/boundary.server";
import type { VisitorLocation } from "~/lib/integrations/geolocation.server";
import { type InvalidFields, type LeadForm, receiveLead, validateFields } from "~/lib/leads/receive-lead.server";
import { formatPhone, phoneCountries } from "./phone";
import { type SubscriptionRequest, subscriptionSchema } from "./subscription";

const subscriptionFields = [
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

export type SubscriptionResult = { status: "confirmed" } | InvalidFields | { status: "error" };

function countryName(code: string): string {
  return phoneCountries().find((country) => country.code === code)?.name ?? code;
}

/**
 * The fields the agency receives of a subscription, in the order its mail lists them; `price` is the plan's total for
 * the period at the prices « Boutique » sets now, `offerPrice` the one the visitor was shown.
 */
function subscriptionPayload(
  request: SubscriptionRequest,
  location: VisitorLocation,
  userAgent: string,
  monthlyPrices: Record<PlanName, number>,
) {
  const plan = plans.find((candidate) => candidate.name === request.selectedPlan) ?? plans[0];
  const listPrice = plan ? planTotal(monthlyPrices[plan.name], request.selectedPeriod) : undefined;
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
          locationWarning: leadText.locationWarning(countryName(request.phoneCountry), location.country),
        }
      : {}),
    message: request.message || leadText.noMessage,
    termsAccepted: true,
    plan: request.selectedPlan,
    period: billingPeriods.find((period) => period.id === request.selectedPeriod)?.label ?? request.selectedPeriod,
    offerPrice: request.initialPrice ?? listPrice,
    price: listPrice,
    currency: "XAF",
    userAgent,
  };
}

/** The form, with the plans' monthly prices of the request (app/lib/facts). */
export const subscriptionForm = (monthlyPrices: Record<PlanName, number>): LeadForm<SubscriptionRequest, SubscriptionResult> => ({
  name: "subscription",
  validate: (form) => validateFields(form, subscriptionFields, subscriptionSchema),
  lead(subscription, visit) {
    const fullName = `${subscription.firstName} ${subscription.lastName}`;
    return {
      kind: "subscription",
      email: subscription.email,
      fullName,
      summary: leadText.subscriptionSummary(subscription.selectedPlan, fullName),
      payload: subscriptionPayload(subscription, visit.location, visit.userAgent, monthlyPrices),
    };
  },
  stored: () => ({ status: "confirmed" }),
  failed: () => ({ status: "error" }),
});

/**
 * A subscription request (D4 in docs/architecture.md): the lead and its deliveries are
 * stored before the visitor sees 'Souscription confirmée !'.
 */
export function submitSubscription(scope: RequestScope): Promise<SubscriptionResult> {
  return receiveLead(scope, subscriptionForm(scope.site.facts.current().planPrices));
}
