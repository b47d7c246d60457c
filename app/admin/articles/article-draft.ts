import { articleDraftMessages, articleLimitMessages, editorMessages } from "~/content/admin/editor";
import { z } from "~/lib/forms/zod";

const tones = ["professional", "friendly", "conversational", "authoritative", "educational"] as const;
const text = articleDraftMessages;
const words = (max: number, messages: { eachTooLong: string; tooMany: (max: number) => string }) =>
  z.array(z.string().trim().min(1).max(60, messages.eachTooLong)).max(max, messages.tooMany(max)).default([]);

/**
 * What the article editor sends when it saves.
 * The server derives the rest (word count, excerpt when empty, read time, dates, picture credit).
 */
export const articleDraftSchema = z.object({
  /** Absent for a new article. */
  id: z.string().min(1).max(64).optional(),
  /** The version the editor started from: a save over a newer one is a conflict. */
  version: z.number().int().min(1).optional(),
  title: z
    .string({ message: editorMessages.titleAndContentRequired })
    .trim()
    .min(1, editorMessages.titleAndContentRequired)
    .max(200, text.titleTooLong)
    // A title of zero-width spaces or joiners reads as empty; one with bidi overrides (U+202A-202E,
    // U+2066-2069) shows its letters in another order than they are stored, in lists and share cards.
    .refine((title) => /[\p{L}\p{N}]/u.test(title), articleLimitMessages.titleInvisible)
    .refine((title) => !/[\u202A-\u202E\u2066-\u2069]/u.test(title), articleLimitMessages.titleControls),
  content: z
    .string({ message: editorMessages.titleAndContentRequired })
    // Only the length here: the HTML's shape (html-shape.ts) is measured in the sanitiser's worker,
    // before it parses anything, so that no text, however made, holds up the thread of the visitors.
    .max(800_000, text.contentTooLong),
  /** Empty: made from the title. */
  slug: z.string().trim().max(100, text.slugTooLong).default(""),
  excerpt: z.string().trim().max(400, text.excerptTooLong).default(""),
  category: z.string().trim().min(1, text.categoryRequired).max(60),
  tags: words(12, text.tags),
  keywords: words(10, text.keywords),
  seoTitle: z.string().trim().max(120, text.seoTitleTooLong).default(""),
  seoDescription: z.string().trim().max(320, text.seoDescriptionTooLong).default(""),
  tone: z.enum(tones).default("professional"),
  /** "" (none), a stored picture "/media/<id>", or one of our illustrations "/images/art/…". */
  image: z
    .string()
    .max(200)
    .regex(/^(|\/media\/[0-9a-f-]{36}|\/images\/art\/[a-z0-9/-]+)$/, text.imageInvalid)
    .default(""),
});

export type ArticleDraft = z.infer<typeof articleDraftSchema>;
