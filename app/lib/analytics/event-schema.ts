import { z } from "zod";

const paramValue = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

/**
 * The body of POST /api/ga4/event (spec §7.5). Names and limits follow what
 * the GA4 Measurement Protocol accepts, so a stored event can be forwarded.
 */
export const analyticsEventSchema = z.object({
  eventName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, "Nom d'événement invalide"),
  clientId: z.string().trim().min(1).max(100),
  params: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), paramValue)
    .refine((params) => Object.keys(params).length <= 25, "25 paramètres au plus")
    .default({}),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
