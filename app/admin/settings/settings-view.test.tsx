import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { settingsText } from "~/content/admin/facts";
import { factsText } from "~/content/agency-facts";
import { ebooks } from "~/content/ebooks";
import { factKeys } from "~/lib/facts/agency-facts.server";
import { checkoutKeyOf, fieldIdOf, stateKeyOf } from "./fact-labels";
import type { SettingsPage } from "./settings.server";
import { SettingsView } from "./settings-view";

const [ebook] = ebooks;
if (!ebook) throw new Error("no e-book");

function page(fields: Partial<SettingsPage> = {}): SettingsPage {
  const values = Object.fromEntries(factKeys.map((key) => [key, key.endsWith(".state") ? "coming-soon" : ""]));
  return {
    values: { ...values, phone: "+237 6 99 00 00 00", rccm: "RC/DLA/2020/B/0000" },
    sources: Object.fromEntries(factKeys.map((key) => [key, { kind: "server" as const }])),
    secrets: [
      { name: "SMTP_URL", set: true },
      { name: "PEXELS_API_KEY", set: false },
    ],
    history: [],
    ...fields,
  };
}

const html = (view: SettingsPage, refused?: Parameters<typeof SettingsView>[0]["refused"]) =>
  renderToStaticMarkup(<SettingsView page={view} refused={refused} />);
/** What the page says, as read on screen (tags gone, spaces collapsed). */
const shown = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\n]+/g, " ");

describe("« Réglages »", () => {
  it("groups the fields under their legends, each e-book's state as two radio buttons, and says where each value comes from", () => {
    const markup = html(
      page({
        sources: {
          ...page().sources,
          phone: { kind: "here", by: "Awa", at: "2026-12-02T13:05:00.000Z" },
          email: { kind: "server", setting: "AGENCY_EMAIL" },
        },
      }),
    );
    for (const legend of Object.values(settingsText.groups)) expect(markup).toContain(`${legend}</legend>`);
    for (const one of ebooks) {
      expect(markup).toContain(`${one.title}</legend>`);
      expect(markup.match(new RegExp(`<input type="radio"[^>]* name="${stateKeyOf(one.id).replace(/\./g, "\\.")}"`, "g"))).toHaveLength(2);
    }
    const text = shown(markup);
    // Douala time: 14:05 for 13:05 UTC.
    expect(text).toContain(settingsText.source.setHere("Awa", "2 déc. 2026, 14:05"));
    expect(text).toContain(settingsText.source.serverSetting("AGENCY_EMAIL"));
    expect(text).toContain(settingsText.fields.whatsapp.hint);
    expect(text).toContain(`SMTP_URL ${settingsText.secrets.set}`);
    expect(text).toContain(`PEXELS_API_KEY ${settingsText.secrets.unset}`);
    expect(text).toContain(settingsText.history.empty);
    expect(markup).not.toContain('role="alert"');
  });

  it("shows a refused form as typed, the message under each refused field, tied to it", () => {
    const checkout = checkoutKeyOf(ebook.id);
    const refused = {
      values: { ...page().values, phone: "12", rccm: "abc", [checkout]: "http://x" },
      errors: { phone: factsText.errors.phone, rccm: factsText.errors.rccm, [checkout]: factsText.errors.httpsUrl },
    };
    const markup = html(page(), refused);
    expect(markup).toContain('role="alert"');
    for (const [key, value] of [
      ["phone", "12"],
      ["rccm", "abc"],
      [checkout, "http://x"],
    ] as const) {
      const id = fieldIdOf(key);
      const input = new RegExp(`<input id="${id}"[^>]*>`).exec(markup)?.[0] ?? "";
      expect(input).toContain(`value="${value}"`);
      expect(input).toContain('aria-invalid="true"');
      expect(input).toContain(`aria-describedby="${id}-error`);
      expect(markup).toContain(`id="${id}-error"`);
    }
    expect(shown(markup)).toContain(factsText.errors.rccm);
    expect(new RegExp(`<input id="${fieldIdOf("email")}"[^>]*>`).exec(markup)?.[0]).not.toContain("aria-invalid");
  });

  it("shows the history: the fact's label, before and after, who and when", () => {
    const text = shown(
      html(
        page({
          history: [
            {
              key: stateKeyOf(ebook.id),
              oldValue: "on-sale",
              newValue: "coming-soon",
              changedBy: "Awa",
              changedAt: "2026-12-02T23:30:00.000Z",
            },
            { key: "phone", oldValue: null, newValue: "+237 6 77 12 34 56", changedBy: "Paul", changedAt: "2026-12-01T08:00:00.000Z" },
          ],
        }),
      ),
    );
    expect(text).toContain(
      `${settingsText.ebook.stateOf(ebook.title)} Avant : En vente → , Après : Bientôt disponible`.replace(/ : /g, "\u00a0: "),
    );
    // 23:30 UTC is the next day in Douala.
    expect(text).toContain(settingsText.history.by("Awa", "3 déc. 2026, 00:30"));
    // A number kept on one line.
    expect(text).toContain(`${settingsText.history.server} → , Après\u00a0: ${"+237 6 77 12 34 56".replace(/ /g, "\u00a0")}`);
  });
});
