import { join } from "node:path";
import Database from "better-sqlite3";

export interface SentLetter {
  id: string;
  slug: string;
  subject: string;
  preheader: string;
  introHtml: string;
  /** The article cards, as sending stores them (title, excerpt, url, optional image). */
  cards: unknown[];
  /** When it was sent (ISO). */
  at: string;
}

/**
 * Writes the row sending a letter leaves (status 'sent', its slug and cards) straight into the public site's SQLite
 * file: sending needs an administrator and confirmed subscribers, which a visitor's journey has not. Each journey
 * uses its own id and slug, so no other sees its letter change.
 */
export function writeSentLetter(letter: SentLetter): void {
  const database = new Database(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { fileMustExist: true });
  try {
    database
      .prepare(
        `insert or replace into newsletter_letter (id, subject, preheader, intro_html, article_ids, status, scheduled_at, sent_at, slug,
           cards, mail_html, mail_text, recipients, created_by, created_at, updated_by, updated_at, sent_by)
         values (?, ?, ?, ?, '[]', 'sent', null, ?, ?, ?, '<html></html>', 'texte', 3, 'Parcours', ?, 'Parcours', ?, 'Parcours')`,
      )
      .run(
        letter.id,
        letter.subject,
        letter.preheader,
        letter.introHtml,
        letter.at,
        letter.slug,
        JSON.stringify(letter.cards),
        letter.at,
        letter.at,
      );
  } finally {
    database.close();
  }
}
