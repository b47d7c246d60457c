/** The currency selector of the navigation bar. */
export const currencyText = {
  names: { XAF: "Franc CFA", EUR: "Euro", USD: "Dollar US" },
  menuTitle: "Devise d'affichage",
  // A plain space before the colon: tests/e2e/preferences.spec.ts looks for "Devise : Dollar US" in the page.
  summary: (name: string, symbol: string) => `Devise : ${name} (${symbol}). Changer de devise`,
  /** Logged (console.error) when a price is asked in a currency the table lacks; a plain space, as it was. */
  unsupported: (code: string) => `Devise non prise en charge : ${code}`,
};
