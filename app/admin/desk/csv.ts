/**
 * The leads as a CSV file French Excel opens as is: UTF-8 with a BOM, `;` between cells, CRLF line
 * ends, every cell quoted. Visitors write most fields, so a cell a spreadsheet would run as a formula
 * (starting, maybe after spaces, with = + - @, or starting with a tab or a carriage return) gets a
 * leading apostrophe and is shown as text. A spreadsheet set to split on commas or tabs ignores the
 * quotes once a `;` has broken them, and starts a cell after every comma inside a value: a formula
 * sign there gets the same apostrophe.
 */
import { deskText } from "~/content/admin/desk";
import type { LeadKind, LeadTable } from "~/lib/db/schema";
import { formatSpreadsheetDateTime } from "~/lib/format/date";

export type LeadCsvRow = Pick<LeadTable, "created_at" | "kind" | "email" | "full_name" | "summary" | "payload">;

export const leadCsvHeader = deskText.csvHeaders.leads;

const kindLabels: Record<LeadKind, string> = deskText.kinds;

export function csvCell(value: string): string {
  // Visitors write these fields: a spreadsheet runs a cell starting with = + - @ (even after spaces) as a formula.
  const start = /^\s*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value;
  const safe = start.replace(/([,;\t\r\n][^\S\r\n]*)([=+\-@])/g, "$1'$2");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The leads as a CSV file, in the format described at the top of this module. */
export function leadsToCsv(rows: LeadCsvRow[]): string {
  const lines = [
    leadCsvHeader,
    ...rows.map((row) => [
      formatSpreadsheetDateTime(row.created_at),
      kindLabels[row.kind] ?? row.kind,
      row.email,
      row.full_name ?? "",
      row.summary,
      row.payload,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
