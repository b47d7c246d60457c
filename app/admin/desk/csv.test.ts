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

const header = '"Date";"Type";"E-mail";"Nom";"Résumé";"Détails"';

describe("leadsToCsv", () => {
  it("starts with the BOM and the French header, then one line per lead, every cell quoted, CRLF-terminated", () => {
    const csv = leadsToCsv([lead, { ...lead, kind: "subscription", full_name: null, email: "eric@exemple.cm" }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split("\r\n")).toEqual([
      header,
      '"23/11/2026 01:16";"Contact";"awa@exemple.cm";"Awa Ndiaye";"Nouveau message de contact - Awa Ndiaye";"{""subject"":""Devis"",""metadata"":{""country"":""Cameroun""}}"',
      '"23/11/2026 01:16";"Souscription";"eric@exemple.cm";"";"Nouveau message de contact - Awa Ndiaye";"{""subject"":""Devis"",""metadata"":{""country"":""Cameroun""}}"',
      "",
    ]);
  });

  it("keeps separators, quotes, commas, line breaks and accents inside their cell", () => {
    const csv = leadsToCsv([
      { ...lead, full_name: "Ndiaye; Awa", summary: 'Le "meilleur" devis, a,=1+1', payload: "ligne 1\nligne 2 : prêt à démarrer" },
    ]);
    const line = csv.split("\r\n")[1];
    expect(line).toBe(
      `"23/11/2026 01:16";"Contact";"awa@exemple.cm";"Ndiaye; Awa";"Le ""meilleur"" devis, a,'=1+1";"ligne 1\nligne 2 : prêt à démarrer"`,
    );
  });

  it("neutralises every cell Excel would run as a formula, even after leading spaces", () => {
    const cells = (row: Partial<LeadCsvRow>) =>
      leadsToCsv([{ ...lead, ...row }])
        .split("\r\n")[1]
        ?.split(";")
        .slice(2);
    expect(cells({ email: "=1+1", full_name: '=HYPERLINK("http://x")', summary: "+237 699 00 00 00", payload: "-2+3" })).toEqual([
      `"'=1+1"`,
      `"'=HYPERLINK(""http://x"")"`,
      `"'+237 699 00 00 00"`,
      `"'-2+3"`,
    ]);
    expect(cells({ email: "@SUM(A1)", full_name: "   =1+1", summary: "\t=1+1", payload: "\r=1+1" })).toEqual([
      `"'@SUM(A1)"`,
      `"'   =1+1"`,
      // The tab and the carriage return start a cell of their own for a reader that splits on them.
      `"'\t'=1+1"`,
      `"'\r'=1+1"`,
    ]);
    expect(cells({ email: "a=1", full_name: "Awa - Ndiaye" })?.slice(0, 2)).toEqual(['"a=1"', '"Awa - Ndiaye"']);
  });

  it("leaves no cell starting with a formula sign for a reader that splits on commas, tabs or line breaks", () => {
    const csv = leadsToCsv([
      {
        ...lead,
        full_name: "Awa,=1+1",
        summary: "devis, =1+1;@SUM(A1)\t+2",
        payload: 'Bonjour,=HYPERLINK("http://evil.example","clic") merci\n-3+3',
      },
    ]);
    const cells = csv.split(/[,;\t\r\n]/).map((cell) => cell.replace(/^[\s"]+/, ""));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(csv).toContain("Awa,'=1+1");
    expect(csv).toContain("devis, '=1+1;'@SUM(A1)\t'+2");
  });

  it("writes only the header when there is no lead", () => {
    expect(leadsToCsv([])).toBe(`\uFEFF${header}\r\n`);
  });
});
