import { articleLimitMessages, editorMessages } from "~/content/editor";
import { z } from "./zod";

export const titleAndContentRequired = editorMessages.titleAndContentRequired;

const tones = ["professional", "friendly", "conversational", "authoritative", "educational"] as const;
const words = (max: number, label: string) =>
  z
    .array(z.string().trim().min(1).max(60, `Chaque ${label} fait au plus 60 caractères.`))
    .max(max, `${max} ${label}s au plus.`)
    .default([]);

/**
 * What the article editor sends when it saves (spec §3 'Article store', §5 'Article creator').
 * The server derives the rest (word count, excerpt when empty, read time, dates, picture credit).
 */
export const articleDraftSchema = z.object({
  /** Absent for a new article. */
  id: z.string().min(1).max(64).optional(),
  /** The version the editor started from: a save over a newer one is a conflict. */
  version: z.number().int().min(1).optional(),
  title: z
    .string({ message: titleAndContentRequired })
    .trim()
    .min(1, titleAndContentRequired)
    .max(200, "Le titre fait au plus 200 caractères.")
    // A title of zero-width spaces or joiners reads as empty; one with bidi overrides (U+202A-202E,
    // U+2066-2069) shows its letters in another order than they are stored, in lists and share cards.
    .refine((title) => /[\p{L}\p{N}]/u.test(title), articleLimitMessages.titleInvisible)
    .refine((title) => !/[\u202A-\u202E\u2066-\u2069]/u.test(title), articleLimitMessages.titleControls),
  content: z
    .string({ message: titleAndContentRequired })
    // Only the length here: the HTML's shape (html-shape.ts) is measured in the sanitiser's worker,
    // before it parses anything, so that no text, however made, holds up the thread of the visitors.
    .max(800_000, "L'article est trop long pour être enregistré."),
  /** Empty: made from the title. */
  slug: z.string().trim().max(100, "L'adresse fait au plus 100 caractères.").default(""),
  excerpt: z.string().trim().max(400, "Le résumé fait au plus 400 caractères.").default(""),
  category: z.string().trim().min(1, "Choisissez une catégorie.").max(60),
  tags: words(12, "étiquette"),
  keywords: words(10, "mot-clé"),
  seoTitle: z.string().trim().max(120, "Le titre SEO fait au plus 120 caractères.").default(""),
  seoDescription: z.string().trim().max(320, "La description SEO fait au plus 320 caractères.").default(""),
  tone: z.enum(tones).default("professional"),
  /** "" (none), a stored picture "/media/<id>", or one of our illustrations "/images/art/…". */
  image: z
    .string()
    .max(200)
    .regex(/^(|\/media\/[0-9a-f-]{36}|\/images\/art\/[a-z0-9/-]+)$/, "Image invalide.")
    .default(""),
});

export type ArticleDraft = z.infer<typeof articleDraftSchema>;
