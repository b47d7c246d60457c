import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LetterSummary } from "~/lib/newsletter/letters.server";
import { LetterListView } from "./letter-list";

function letter(fields: Partial<LetterSummary>): LetterSummary {
  return {
    id: "l1",
    subject: "La lettre de décembre",
    preheader: "",
    introHtml: "",
    articleIds: [],
    status: "draft",
    scheduledAt: null,
    sentAt: null,
    slug: null,
    recipients: null,
    createdBy: "Awa",
    updatedBy: "Awa",
    updatedAt: "2026-12-01T08:00:00.000Z",
    sentBy: null,
    results: { queued: 0, sent: 0, failed: 0, bouncing: 0, unsubscribes: 0 },
    ...fields,
  };
}

/** What the list says, as read on screen (tags gone, spaces collapsed). */
function shown(letters: LetterSummary[], recipients = 12): string {
  return renderToStaticMarkup(<LetterListView letters={letters} recipients={recipients} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\n]+/g, " ");
}

describe("the letters' list", () => {
  it("says each letter's status, with its dates in Douala time", () => {
    const text = shown([
      letter({ id: "a", subject: "Brouillon en cours" }),
      letter({ id: "b", subject: "Pour les fêtes", status: "scheduled", scheduledAt: "2026-12-20T08:00:00.000Z" }),
      letter({ id: "c", subject: "Novembre", status: "sent", sentAt: "2026-11-30T23:30:00.000Z", sentBy: "Paul", recipients: 3 }),
    ]);
    expect(text).toContain("Brouillon en cours Brouillon Écrite par Awa");
    expect(text).toContain("Pour les fêtes Programmée pour le 20 décembre 2026 à 09:00");
    // 23:30 UTC is the next day in Douala.
    expect(text).toContain("Novembre Envoyée le 1 décembre 2026 à 00:30 Écrite par Awa · envoyée par Paul");
    expect(text).toContain("12\u00a0abonnés confirmés recevraient une lettre envoyée maintenant.");
  });

  it("shows a sent letter's results, and none for a draft", () => {
    const results = { queued: 1, sent: 1200, failed: 2, bouncing: 3, unsubscribes: 4 };
    const text = shown([letter({ status: "sent", sentAt: "2026-11-30T09:00:00.000Z", results })]);
    expect(text).toContain("En file 1 Envoyés 1\u202f200 En échec 2 Adresses rejetées 3 Désinscriptions 4");
    expect(shown([letter({ results })])).not.toContain("Envoyés");
  });

  it("says so when there is no letter yet", () => {
    expect(shown([], 0)).toContain("Aucune lettre pour l'instant.");
    expect(shown([], 1)).toContain("1\u00a0abonné confirmé recevrait une lettre envoyée maintenant.");
  });
});
