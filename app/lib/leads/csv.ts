import type { LeadKind, LeadTable } from "../db/schema";

export type LeadCsvRow = Pick<LeadTable, "created_at" | "kind" | "email" | "full_name" | "summary" | "payload">;

export const leadCsvHeader = ["Date", "Type", "E-mail", "Nom", "Résumé", "Détails"];

const kindLabels: Record<LeadKind, string> = {
  contact: "Contact",
  newsletter: "Newsletter",
  subscription: "Souscription",
};

// "23/11/2026 01:16": a form French Excel reads as a date, in the agency's time zone.
const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Douala",
});

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date).replace(",", "");
}

function cell(value: string): string {
  // Visitors write these fields: a leading = + - @ would make Excel run them as a formula (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The leads as a CSV file French Excel opens as is: UTF-8 with BOM, `;` between cells, CRLF lines. */
export function leadsToCsv(rows: LeadCsvRow[]): string {
  const lines = [
    leadCsvHeader,
    ...rows.map((row) => [
      formatDate(row.created_at),
      kindLabels[row.kind] ?? row.kind,
      row.email,
      row.full_name ?? "",
      row.summary,
      row.payload,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(";")).join("\r\n")}\r\n`;
}
