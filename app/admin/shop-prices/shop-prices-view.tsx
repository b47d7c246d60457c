import { shopPricesText } from "~/content/admin/shop-prices";
import { planTotal } from "~/content/plans";
import { ebookPriceAt, promotionPhase } from "~/lib/facts/prices";
import { formatPrice } from "~/lib/format/currency";
import { formatShortDateTime } from "~/lib/format/date";
import { FactChoices, FactGroup, FactHistory, FactInput, factCard, RefusedSummary, type SourceWords } from "../settings/fact-form-parts";
import { buttonClass } from "../shell/button-class";
import { pricedEbooks, pricedPlans, priceLabel, priceValueText, promotionKinds } from "./price-labels";
import type { PriceSource, RefusedPrices, ShopPricesPage } from "./shop-prices.server";

const text = shopPricesText;

function sourceWords(source: PriceSource): SourceWords {
  return source
    ? { setHere: true, words: text.source.setHere(source.by, formatShortDateTime(new Date(source.at))) }
    : { setHere: false, words: text.source.content };
}

/** What the visitors see of an e-book now: its price (and the struck one), and where its promotion stands. */
function ShownNow({ page, ebookId }: { page: ShopPricesPage; ebookId: string }) {
  const now = new Date(page.now);
  const price = ebookPriceAt(page.facts, ebookId, now);
  const promotion = page.facts.ebooks[ebookId]?.promotion;
  const when = (instant: string) => formatShortDateTime(new Date(instant));
  let phase: string | undefined;
  if (promotion) {
    const state = promotionPhase(promotion, now);
    if (state === "scheduled" && promotion.startsAt) phase = text.shown.scheduled(when(promotion.startsAt));
    else if (state === "ended" && promotion.endsAt) phase = text.shown.ended(when(promotion.endsAt));
    else if (state === "running") phase = promotion.endsAt ? text.shown.runningUntil(when(promotion.endsAt)) : text.shown.running;
  }
  const shown = price.originalPriceXaf
    ? text.shown.sale(formatPrice(price.priceXaf, "XAF"), formatPrice(price.originalPriceXaf, "XAF"))
    : formatPrice(price.priceXaf, "XAF");
  return (
    <div className="rounded-xl bg-sand-50 px-3.5 py-2.5 text-sm md:col-span-2">
      <p className="font-semibold text-ink-900">
        {text.shown.title}&nbsp;: {shown}
      </p>
      {phase ? <p className="mt-0.5 text-ink-700">{phase}</p> : null}
    </div>
  );
}

function ShopPricesForm({ page, refused }: { page: ShopPricesPage; refused?: RefusedPrices | undefined }) {
  const values = refused?.values ?? page.values;
  const errors = refused?.errors ?? {};
  const shown = (key: string) => values[key] ?? "";
  const field = (key: string) => ({ factKey: key, value: shown(key), error: errors[key], source: sourceWords(page.sources[key]) });
  return (
    // noValidate: the server's French messages are the one voice, not the browser's own.
    <form method="post" noValidate aria-label={text.formLabel} className="mt-6 space-y-8">
      <RefusedSummary errors={errors} title={text.refusedTitle} labelOf={priceLabel} />
      <FactGroup legend={text.groups.ebooks} columns={false}>
        {pricedEbooks.map((ebook) => (
          <fieldset key={ebook.id} className="min-w-0 rounded-2xl border border-ink-100 p-3.5 sm:p-5">
            <legend className="px-1 text-base font-bold text-ink-900">{ebook.title}</legend>
            <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
              <ShownNow page={page} ebookId={ebook.id} />
              <FactInput
                {...field(ebook.keys.price)}
                numeric
                label={text.ebook.price}
                labelDetail={text.ebook.of(ebook.title)}
                hint={text.ebook.priceHint}
              />
              <div className="hidden md:block" />
              <FactChoices
                {...field(ebook.keys.promo)}
                wide
                label={text.ebook.promotion}
                labelDetail={text.ebook.of(ebook.title)}
                hint={text.ebook.kindsHint}
                choices={promotionKinds.map((kind) => ({ value: kind, label: text.ebook.kinds[kind] }))}
              />
              <FactInput
                {...field(ebook.keys.promoValue)}
                numeric
                label={text.ebook.value}
                labelDetail={text.ebook.of(ebook.title)}
                hint={text.ebook.valueHint}
              />
              <div className="hidden md:block" />
              <FactInput
                {...field(ebook.keys.promoStart)}
                type="datetime-local"
                label={text.ebook.start}
                labelDetail={text.ebook.of(ebook.title)}
                hint={text.ebook.startHint}
              />
              <FactInput
                {...field(ebook.keys.promoEnd)}
                type="datetime-local"
                label={text.ebook.end}
                labelDetail={text.ebook.of(ebook.title)}
                hint={text.ebook.endHint}
              />
            </div>
          </fieldset>
        ))}
      </FactGroup>
      <FactGroup legend={text.groups.plans}>
        {pricedPlans.map((plan) => {
          const month = page.facts.planPrices[plan.name];
          const hint = `${text.plan.hint(formatPrice(planTotal(month, "quarterly"), "XAF"), formatPrice(planTotal(month, "yearly"), "XAF"))} ${text.plan.where}`;
          return <FactInput key={plan.key} {...field(plan.key)} numeric label={text.plan.label(plan.name)} hint={hint} />;
        })}
      </FactGroup>
      <div className="border-t border-ink-100 pt-5">
        <button type="submit" className={`${buttonClass("primary")} w-full justify-center sm:w-auto`}>
          {text.save}
        </button>
      </div>
    </form>
  );
}

/**
 * « Boutique »: the form of the prices (a plain form: no script) and, beside it on a wide screen, under it on a phone,
 * the latest changes. A refused form comes back as typed, with its messages.
 */
export function ShopPricesView({ page, refused }: { page: ShopPricesPage; refused?: RefusedPrices | undefined }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <section aria-labelledby="shop-prices-title" className={`${factCard} min-w-0 lg:col-span-2`}>
        <h2 id="shop-prices-title" className="text-xl font-bold text-ink-900">
          {text.title}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-ink-700">{text.intro}</p>
        <ShopPricesForm page={page} refused={refused} />
      </section>
      <div className="min-w-0">
        <FactHistory
          id="shop-prices-history-title"
          history={page.history}
          words={text.history}
          labelOf={priceLabel}
          valueText={priceValueText}
        />
      </div>
    </div>
  );
}
