import { PenLine, ScanEye } from "lucide-react";
import { editorText } from "~/content/admin/editor-labels";

export type EditorMode = "editor" | "preview";

/** « Éditeur » / « Aperçu »: two toggle buttons, the current one pressed. */
export function EditorModeToggle({ mode, onMode }: { mode: EditorMode; onMode: (mode: EditorMode) => void }) {
  const text = editorText.mode;
  const options = [
    { value: "editor", label: text.editor, Icon: PenLine },
    { value: "preview", label: text.preview, Icon: ScanEye },
  ] as const;
  return (
    <fieldset className="inline-flex rounded-full border border-ink-100 bg-white p-1">
      <legend className="sr-only">{text.label}</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onMode(value)}
          className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-800 transition-colors hover:bg-ink-50 aria-pressed:bg-ink-900 aria-pressed:text-white aria-pressed:hover:bg-ink-700"
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
