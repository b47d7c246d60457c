import { ShoppingCart } from "lucide-react";
import { shopText as text } from "~/content/shop";
import { trackClick } from "~/lib/analytics/track-attributes";
import { mainBuyButton } from "~/lib/behaviours/ebook-page";

/**
 * Buys an e-book on the hosted checkout (its facts: app/lib/facts/agency-facts.ts): the 'purchase' event is
 * sent first (a failure is only logged), then the checkout opens in a new tab
 * with no access to this page. Without a checkout link: a disabled button.
 */
export function BuyButton({
  ebook,
  checkoutUrl,
  main = false,
  compact = false,
}: {
  ebook: { id: string; title: string; priceXaf: number };
  checkoutUrl: string | undefined;
  /** The page's main buy button: once it has gone above the screen, the floating bar shows (app/site/shop/ebook-page.client.ts). */
  main?: boolean;
  compact?: boolean;
}) {
  const size = compact ? "px-5 py-2.5 text-sm" : "w-full px-6 py-4 text-base sm:w-auto";
  if (!checkoutUrl) {
    return (
      <button
        type="button"
        disabled
        className={`inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-full bg-ink-100 font-bold text-ink-600 ${size}`}
      >
        {text.comingSoon}
      </button>
    );
  }
  return (
    <a
      href={checkoutUrl}
      {...mainBuyButton.props({ main })}
      target="_blank"
      rel="noopener noreferrer"
      {...trackClick("purchase", { ebook_id: ebook.id, ebook_title: ebook.title, value: ebook.priceXaf, currency: "XAF" })}
      className={`inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 font-bold text-ink-950 shadow-lg shadow-gold-700/20 hover:bg-gold-300 ${size}`}
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      {text.buy}
    </a>
  );
}
