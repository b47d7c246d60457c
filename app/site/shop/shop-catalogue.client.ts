import { track } from "~/lib/analytics/track.client";
import { catalogueItem, searchResult, searchResults, shopCatalogue } from "~/lib/behaviours/shop-catalogue";
import { fold } from "~/lib/text/fold";
import { browseCatalogue, isShopSort, type ShopSort } from "~/site/shop/catalogue";
import { changedBeforeScript } from "../forms/changed-before-script.client";
import { replaceQueryParameter } from "../shell/current-address.client";

/** The <li>s shown in `list`, then those waiting in `pool`. */
function itemsOf(list: HTMLElement, pool: HTMLTemplateElement | null): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(":scope > li"), ...((pool ? [...pool.content.children] : []) as HTMLElement[])];
}

/**
 * The shop's catalogue (site/shop/shop-page.tsx): every e-book is in the page, those the query
 * leaves out in a <template>. Here the search shows its matches under the box as the visitor types
 * (a choice there opens the e-book), and the search, the category and the sort narrow and order the
 * cards in place, the address following (?q=&categorie=&tri=) so a reload or a shared link shows the
 * same catalogue.
 */
export function enhanceCatalogue(): void {
  const form = document.querySelector<HTMLFormElement>(shopCatalogue.selector({ name: "controls", within: "form" }));
  const list = document.querySelector<HTMLElement>(shopCatalogue.selector({ name: "list" }));
  const empty = document.querySelector<HTMLElement>(shopCatalogue.selector({ name: "empty" }));
  const results = form?.querySelector<HTMLElement>(searchResults.selector({ name: "list" }));
  if (!form || !list || !empty || !results) return;
  const items = itemsOf(list, document.querySelector(shopCatalogue.selector({ name: "pool", within: "template" })));
  const resultPool = form.querySelector<HTMLTemplateElement>(searchResults.selector({ name: "pool", within: "template" }));
  const resultLines = [...(resultPool?.content.children ?? [])] as HTMLElement[];
  const noResult = results.querySelector<HTMLElement>(searchResults.selector({ name: "empty" }));
  const search = form.elements.namedItem("q") as HTMLInputElement;
  const category = form.elements.namedItem("categorie") as HTMLSelectElement;
  const sort = form.elements.namedItem("tri") as HTMLSelectElement;

  const apply = () => {
    const chosenSort: ShopSort = isShopSort(sort.value) ? sort.value : "date-desc";
    const entries = items.map((item) => {
      const { title = "", category = "", price, published = "" } = catalogueItem.read(item);
      return { item, title, category, priceXaf: Number(price), publishedDate: published };
    });
    const shown = browseCatalogue(entries, { query: search.value, category: category.value, sort: chosenSort });
    list.replaceChildren(...shown.map((entry) => entry.item));
    empty.hidden = shown.length > 0;
  };

  const showResults = () => {
    const wanted = fold(search.value.trim());
    const found = resultLines.filter((line) => (searchResult.read(line).title ?? "").includes(wanted));
    results.replaceChildren(...(noResult ? [noResult] : []), ...found);
    if (noResult) noResult.hidden = found.length > 0;
    results.hidden = wanted === "" || document.activeElement !== search;
  };

  search.addEventListener("input", () => {
    replaceQueryParameter("q", search.value || null);
    apply();
    showResults();
  });
  search.addEventListener("focus", showResults);
  // Leaving the box closes its results, after a click on one of them has been taken.
  search.addEventListener("blur", () =>
    setTimeout(() => {
      results.hidden = true;
    }, 150),
  );
  results.addEventListener("click", (event) => {
    const line = (event.target as Element).closest(searchResult.selector());
    if (line) track("search", { search_term: search.value, ebook_id: searchResult.read(line).ebook ?? "" });
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    results.hidden = true;
  });
  if (changedBeforeScript(search)) search.dispatchEvent(new Event("input"));
  // The category and the sort (?categorie=, ?tri=): the address names a choice other than the catalogue's default.
  for (const [select, byDefault] of [
    [category, "all"],
    [sort, "date-desc"],
  ] as const) {
    select.addEventListener("change", () => {
      replaceQueryParameter(select.name, select.value === byDefault ? null : select.value);
      apply();
    });
    if (changedBeforeScript(select)) select.dispatchEvent(new Event("change"));
  }
}
