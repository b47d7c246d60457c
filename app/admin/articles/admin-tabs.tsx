export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** The address of the page the tab shows. */
  href: string;
  count?: number;
  /** The attributes of the count's element (a behaviour's `props()`), for a script that changes it. */
  countProps?: Record<string, string>;
}

/**
 * A row of tabs whose views are pages: each tab is a plain link to its view's address, the selected one
 * controls the panel its page renders (`tabPanelProps`, with the same `idPrefix`). Every tab is reached
 * with the Tab key, as the links they are; no script is needed.
 */
export function AdminTabs<Id extends string>({
  label,
  items,
  selected,
  idPrefix,
}: {
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  idPrefix: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <a
            key={item.id}
            href={item.href}
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-selected={isSelected}
            aria-controls={isSelected ? `${idPrefix}-panel-${item.id}` : undefined}
            className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${isSelected ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-50"}`}
          >
            {item.label}
            {item.count === undefined ? null : (
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${isSelected ? "bg-gold-400 text-ink-950" : "bg-ink-100 text-ink-800"}`}
                {...item.countProps}
              >
                {item.count}
              </span>
            )}
          </a>
        );
      })}
    </div>
  );
}

export function tabPanelProps(idPrefix: string, id: string) {
  return { role: "tabpanel", id: `${idPrefix}-panel-${id}`, "aria-labelledby": `${idPrefix}-tab-${id}`, tabIndex: 0 } as const;
}
