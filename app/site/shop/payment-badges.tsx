import { CreditCard, Smartphone } from "lucide-react";
import { shopText as text } from "~/content/shop";

// Our own badges: the name of each means of payment with a card or phone pictogram, not the brands' logos.
const methods = [
  { name: "Visa", kind: "card" },
  { name: "Mastercard", kind: "card" },
  { name: "Orange Money", kind: "mobile" },
  { name: "MTN Mobile Money", kind: "mobile" },
] as const;

export function PaymentBadges() {
  return (
    <ul className="flex flex-wrap justify-center gap-3" aria-label={text.paymentListLabel}>
      {methods.map((method) => (
        <li
          key={method.name}
          className="inline-flex items-center gap-2 rounded-xl border border-white/15 bg-white/5 px-4 py-2.5 text-sm font-semibold text-white"
        >
          {method.kind === "card" ? (
            <CreditCard className="h-5 w-5 text-gold-300" aria-hidden="true" />
          ) : (
            <Smartphone className="h-5 w-5 text-gold-300" aria-hidden="true" />
          )}
          {method.name}
        </li>
      ))}
    </ul>
  );
}
