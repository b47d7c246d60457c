import type { CountryCode } from "libphonenumber-js/max";
import { subscriptionMessages } from "~/content/form-messages";
import { z } from "~/lib/forms/zod";
import { firstNameSchema, lastNameSchema } from "../names";
import { defaultPhoneCountry, isPhoneCountry, phoneProblem } from "./phone";

/** Form values arrive as strings; anything else (a repeated key, a file) counts as empty. */
const text = (max: number) => z.preprocess((value) => (typeof value === "string" ? value.slice(0, max) : ""), z.string());

/** The number with the country picked beside it: they are checked together. */
const phoneField = z
  .object({
    value: text(40),
    country: text(2).transform((code): CountryCode => (isPhoneCountry(code) ? code : defaultPhoneCountry)),
  })
  .superRefine((phone, context) => {
    const problem = phoneProblem(phone.value, phone.country);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The subscription request,
 * shared by the form in the browser and the server action, which has the last word.
 */
export const subscriptionSchema = z
  .preprocess(
    (input) => (isRecord(input) ? { ...input, phone: { value: input.phone, country: input.phoneCountry } } : input),
    z.object({
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      email: z
        .string({ message: subscriptionMessages.email })
        .trim()
        .max(254, subscriptionMessages.email)
        .pipe(z.email(subscriptionMessages.email)),
      phone: phoneField,
      message: z.preprocess(
        (value) => (typeof value === "string" ? value : ""),
        z.string().trim().max(2000, subscriptionMessages.messageTooLong),
      ),
      acceptTerms: z.literal("on", { message: subscriptionMessages.terms }),
      selectedPlan: z.enum(["Starter", "Pro", "Premium"]).catch("Starter"),
      selectedPeriod: z.enum(["monthly", "quarterly", "yearly"]).catch("monthly"),
      initialPrice: z.coerce.number().int().nonnegative().max(100_000_000).optional().catch(undefined),
    }),
  )
  .transform(({ phone, ...rest }) => ({ ...rest, phone: phone.value, phoneCountry: phone.country }));

export type SubscriptionRequest = z.infer<typeof subscriptionSchema>;
