import { z } from "zod";
import { analyticsRefusalText } from "~/content/errors";

const text = (max: number) => z.string().max(max);
const count = (max: number) => z.number().int().min(0).max(max);

/**
 * Every parameter an event may carry, with the longest value a real one has:
 * ids and labels are short, titles are article or e-book titles, page_location is the page's address
 * (added to every event by track()). A stored event is therefore a few hundred bytes at most.
 */
const analyticsParams = {
  page_location: text(500),
  page_path: text(300),
  page_title: text(200),
  article_id: text(200),
  article_title: text(200),
  article_category: text(60),
  ebook_id: text(60),
  ebook_title: text(200),
  service_id: text(60),
  category: text(60),
  source: text(40),
  location: text(40),
  method: text(40),
  network: text(40),
  content_type: text(40),
  item_id: text(200),
  plan: text(20),
  period: text(20),
  value: z.number().finite().min(0).max(100_000_000),
  currency: text(3),
  tab: text(40),
  cta: text(40),
  form: text(40),
  search_term: text(100),
  sort: text(40),
  view_mode: text(20),
  error_type: text(20),
  font_scale: z.number().finite().min(0).max(10),
  engagement_time_msec: count(86_400_000),
  reading_time_seconds: count(86_400),
  custom_parameter_1: text(40),
} satisfies Record<string, z.ZodType<string | number | boolean>>;

export type AnalyticsParamName = keyof typeof analyticsParams;

/** The events the site's pages send and the parameters of each; page_location is allowed on all. */
const analyticsEvents = {
  page_view: ["page_path", "page_title"],
  user_engagement: ["page_path", "engagement_time_msec"],
  homepage_article_click: ["article_id", "article_title", "article_category", "source", "custom_parameter_1"],
  article_click: ["article_id", "article_title", "source"],
  article_view: ["article_id", "article_title", "article_category"],
  article_not_found: ["article_id", "error_type"],
  reading_time: ["article_id", "article_title", "article_category", "reading_time_seconds"],
  font_size_change: ["article_id", "font_scale"],
  featured_article_click: ["article_id", "article_title", "source"],
  sidebar_article_click: ["article_id", "article_title"],
  sidebar_category_click: ["category"],
  like: ["article_id", "article_title", "source"],
  share: ["method", "content_type", "item_id"],
  search: ["search_term", "ebook_id"],
  sort_change: ["sort"],
  view_mode_change: ["view_mode"],
  ebook_click: ["ebook_id", "ebook_title", "source"],
  purchase: ["ebook_id", "ebook_title", "value", "currency"],
  tab_change: ["ebook_id", "ebook_title", "tab"],
  zoom_image: ["ebook_id", "ebook_title"],
  pricing_tab_change: ["period"],
  plan_click: ["plan", "period", "value", "currency"],
  subscription: ["plan", "period", "value", "currency"],
  service_expand: ["service_id", "location"],
  service_click: ["service_id", "location"],
  faq_open: ["service_id"],
  quote_click: ["location", "service_id"],
  contact_click: ["method", "location", "service_id"],
  cta_click: ["location"],
  hero_cta_click: ["cta"],
  footer_social_click: ["network"],
  newsletter_signup: ["source"],
  contact_submit: ["form"],
} as const satisfies Record<string, readonly AnalyticsParamName[]>;

export type AnalyticsEventName = keyof typeof analyticsEvents;

/** The parameters track() accepts for `Name`: only that event's, each of its own type. */
export type AnalyticsParamsOf<Name extends AnalyticsEventName> = {
  [Param in (typeof analyticsEvents)[Name][number] | "page_location"]?: z.infer<(typeof analyticsParams)[Param]>;
};

const eventNames = Object.keys(analyticsEvents) as [AnalyticsEventName, ...AnalyticsEventName[]];

/**
 * The body of POST /api/ga4/event: one of the site's events with only its own parameters,
 * each within its bounds. Anything else (another event name, an unknown parameter, a long value) is
 * refused whole: the desk's Audience and GA4 get only what our pages send.
 */
export const analyticsEventSchema = z
  .object({
    eventName: z.enum(eventNames, analyticsRefusalText.unknownEvent),
    clientId: z.string().trim().min(1).max(64),
    params: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((event, issues) => {
    const allowed: readonly string[] = analyticsEvents[event.eventName];
    for (const [name, value] of Object.entries(event.params)) {
      const rule = name === "page_location" || allowed.includes(name) ? analyticsParams[name as AnalyticsParamName] : undefined;
      if (!rule?.safeParse(value).success)
        issues.addIssue({ code: "custom", path: ["params", name], message: analyticsRefusalText.refusedParameter });
    }
  })
  .transform((event) => ({ ...event, params: event.params as Record<string, string | number | boolean> }));

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
