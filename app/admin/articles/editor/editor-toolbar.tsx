// Icons the public pages do not use: one they share with the admin would become a chunk of its own for them.
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  ListOrdered,
  Logs,
  type LucideIcon,
  Pilcrow,
  Redo2,
  TextQuote,
  Undo2,
} from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { editorText } from "~/content/admin/editor-labels";

export interface ToolbarItem {
  id: string;
  label: string;
  icon: LucideIcon;
  onPress: () => void;
  /** For the buttons that toggle a format: whether the selection has it (aria-pressed). */
  pressed?: boolean;
  /** For the buttons that open a small form: whether it is open (aria-expanded). */
  expanded?: boolean;
  disabled?: boolean;
  busy?: boolean;
}

export const toolbarIcons = {
  heading2: Heading2,
  heading3: Heading3,
  paragraph: Pilcrow,
  bold: Bold,
  italic: Italic,
  bulletList: Logs,
  orderedList: ListOrdered,
  blockquote: TextQuote,
  link: LinkIcon,
  image: ImagePlus,
  undo: Undo2,
  redo: Redo2,
} satisfies Record<keyof Omit<typeof editorText.toolbar, "label">, LucideIcon>;

const toolButtonClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-ink-800 transition-colors hover:bg-ink-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-expanded:bg-gold-300/40 aria-pressed:bg-ink-900 aria-pressed:text-white aria-pressed:hover:bg-ink-700";

/**
 * The formatting toolbar: one tab stop, the arrow keys (and Home, End) move between its buttons, as the ARIA
 * toolbar pattern asks. Disabled buttons stay focusable (aria-disabled) so the arrows never skip over them unseen.
 */
export function EditorToolbar({ groups, controls }: { groups: ToolbarItem[][]; controls?: string }) {
  const items = groups.flat();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = Math.min(current, items.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? tabStop === last
          ? 0
          : tabStop + 1
        : event.key === "ArrowLeft"
          ? tabStop === 0
            ? last
            : tabStop - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label={editorText.toolbar.label}
      aria-controls={controls}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-ink-100 bg-white p-1.5 sm:p-2"
    >
      {groups.map((group, groupIndex) => (
        <div key={group[0]?.id ?? groupIndex} className="flex flex-wrap items-center gap-1">
          {groupIndex > 0 ? <span aria-hidden="true" className="mx-0.5 hidden h-6 w-px bg-ink-100 sm:block" /> : null}
          {group.map((item) => {
            index += 1;
            const position = index;
            const Icon = item.icon;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === tabStop ? 0 : -1}
                aria-label={item.label}
                title={item.label}
                aria-pressed={item.pressed}
                aria-expanded={item.expanded}
                aria-disabled={item.disabled || item.busy ? true : undefined}
                aria-busy={item.busy ? true : undefined}
                onFocus={() => setCurrent(position)}
                onClick={() => {
                  if (!item.disabled && !item.busy) item.onPress();
                }}
                className={toolButtonClass}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
