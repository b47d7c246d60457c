import { type KeyboardEvent, type MouseEvent, useRef } from "react";

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** The address of the view the tab shows: followed as a plain link until the island has hydrated. */
  href: string;
  count?: number;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A row of tabs (WAI-ARIA tabs pattern: arrow keys move between them). Each tab controls the
 * panel with id `${idPrefix}-panel-${id}`, which the caller renders with `tabPanelProps`. A tab is a
 * link to its view's address: a tap before the page's script has run loads that view from the server.
 */
export function AdminTabs<Id extends string>({
  label,
  items,
  selected,
  onSelect,
  idPrefix,
  tone = "light",
}: {
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  idPrefix: string;
  tone?: "light" | "dark";
}) {
  const buttons = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: items.length - 1 - index };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (index + move + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onSelect(item.id);
    buttons.current[next]?.focus();
  };
  const idle = tone === "dark" ? "text-ink-100 hover:bg-white/10" : "text-ink-700 hover:bg-ink-50";
  const active = tone === "dark" ? "bg-white text-ink-900" : "bg-ink-900 text-white";
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item, index) => {
        const isSelected = item.id === selected;
        return (
          <a
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            href={item.href}
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel-${item.id}`}
            tabIndex={isSelected ? 0 : -1}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              onSelect(item.id);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${isSelected ? active : idle}`}
          >
            {item.label}
            {item.count === undefined ? null : (
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${isSelected ? "bg-gold-400 text-ink-950" : "bg-ink-100 text-ink-800"}`}
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
