import { deskText } from "~/content/admin/desk";
import { buttonClass } from "../shell/button-class";

/** « Page précédente », « Page 2 sur 5 », « Page suivante » under a list the server pages; nothing for one page. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  const text = deskText.pager;
  return (
    <nav aria-label={text.page(page, pages)} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <a href={hrefOf(page - 1)} className={buttonClass("quiet")}>
          {text.previous}
        </a>
      ) : (
        <span />
      )}
      <span className="text-ink-700">{text.page(page, pages)}</span>
      {page < pages ? (
        <a href={hrefOf(page + 1)} className={buttonClass("quiet")}>
          {text.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
