import { memo, useId } from "react";
import { editorText } from "~/content/admin/editor-labels";
import { counted } from "~/lib/format/plural";
import { inputClass } from "~/lib/ui/form-field";

export interface EditorTone<Tone extends string = string> {
  id: Tone;
  label: string;
  description: string;
}

export interface ConfigPanelProps<Category extends string = string, Tone extends string = string> {
  /** The chosen category; one outside `categories` (an older article's) is shown as an extra choice. */
  category: Category;
  onCategory: (category: Category) => void;
  wordTarget: number;
  onWordTarget: (wordTarget: number) => void;
  /** The id of the chosen tone. */
  tone: Tone;
  onTone: (tone: Tone) => void;
  categories: readonly Category[];
  wordTargets: readonly number[];
  tones: readonly EditorTone<Tone>[];
}

/** The article's settings: category, word target and language tone (with the chosen tone's description). */
function ConfigPanelFields<Category extends string, Tone extends string>({
  category,
  onCategory,
  wordTarget,
  onWordTarget,
  tone,
  onTone,
  categories,
  wordTargets,
  tones,
}: ConfigPanelProps<Category, Tone>) {
  const id = useId();
  const text = editorText.config;
  const chosenTone = tones.find((candidate) => candidate.id === tone);
  const selectClass = `mt-1.5 ${inputClass} min-h-11 pr-10`;
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-ink-100 bg-white p-4 sm:grid-cols-3 sm:p-5 lg:grid-cols-1">
      <legend className="sr-only">{text.label}</legend>
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-semibold text-ink-900">
          {text.category}
        </label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => onCategory(event.target.value as Category)}
          className={selectClass}
        >
          {categories.includes(category) ? null : <option value={category}>{category}</option>}
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-words`} className="block text-sm font-semibold text-ink-900">
          {text.wordTarget}
        </label>
        <select
          id={`${id}-words`}
          value={String(wordTarget)}
          onChange={(event) => onWordTarget(Number(event.target.value))}
          className={selectClass}
        >
          {wordTargets.includes(wordTarget) ? null : (
            <option value={String(wordTarget)}>{text.wordTargetOption(counted(wordTarget))}</option>
          )}
          {wordTargets.map((count) => (
            <option key={count} value={String(count)}>
              {text.wordTargetOption(counted(count))}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-tone`} className="block text-sm font-semibold text-ink-900">
          {text.tone}
        </label>
        <select
          id={`${id}-tone`}
          value={tone}
          onChange={(event) => onTone(event.target.value as Tone)}
          aria-describedby={chosenTone ? `${id}-tone-description` : undefined}
          className={selectClass}
        >
          {tones.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
            </option>
          ))}
        </select>
        {chosenTone ? (
          <p id={`${id}-tone-description`} className="mt-1.5 text-sm text-ink-700">
            {chosenTone.description}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Rendered again only when one of its props changes (not at each keystroke in the editor beside it). */
export const ConfigPanel = memo(ConfigPanelFields) as typeof ConfigPanelFields;
