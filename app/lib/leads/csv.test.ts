import { describe, expect, it } from "vitest";
import { type LeadCsvRow, leadsToCsv } from "./csv";

const lead: LeadCsvRow = {
  created_at: "2026-11-23T00:16:48.000Z",
  kind: "contact",
  email: "awa@exemple.cm",
  full_name: "Awa Ndiaye",
  summary: "Nouveau message de contact - Awa Ndiaye",
  payload: '{"subject":"Devis","metadata":{"country":"Cameroun"}}',
};

describe("leadsToCsv", () => {
  it("starts with the BOM and the French header, then one line per lead, CRLF-terminated", () => {
    const csv = leadsToCsv([lead, { ...lead, kind: "subscription", full_name: null, email: "eric@exemple.cm" }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Date;Type;E-mail;Nom;Résumé;Détails",
      '23/11/2026 01:16;Contact;awa@exemple.cm;Awa Ndiaye;Nouveau message de contact - Awa Ndiaye;"{""subject"":""Devis"",""metadata"":{""country"":""Cameroun""}}"',
      '23/11/2026 01:16;Souscription;eric@exemple.cm;;Nouveau message de contact - Awa Ndiaye;"{""subject"":""Devis"",""metadata"":{""country"":""Cameroun""}}"',
      "",
    ]);
  });

  it("quotes cells holding a separator, a quote or a line break, and keeps accents", () => {
    const csv = leadsToCsv([
      { ...lead, full_name: "Ndiaye; Awa", summary: 'Le "meilleur" devis', payload: "ligne 1\nligne 2 : prêt à démarrer" },
    ]);
    const line = csv.split("\r\n")[1];
    expect(line).toBe('23/11/2026 01:16;Contact;awa@exemple.cm;"Ndiaye; Awa";"Le ""meilleur"" devis";"ligne 1\nligne 2 : prêt à démarrer"');
  });

  it("neutralises cells Excel would run as formulas", () => {
    const csv = leadsToCsv([{ ...lead, full_name: '=HYPERLINK("http://x")', summary: "+237 699 00 00 00" }]);
    expect(csv.split("\r\n")[1]).toContain(`;"'=HYPERLINK(""http://x"")";'+237 699 00 00 00;`);
  });

  it("writes only the header when there is no lead", () => {
    expect(leadsToCsv([])).toBe("\uFEFFDate;Type;E-mail;Nom;Résumé;Détails\r\n");
  });
});
