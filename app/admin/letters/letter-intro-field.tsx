import { useCallback, useEffect, useRef, useState } from "react";
import { RichTextEditor } from "~/admin/articles/editor/rich-text-editor";
import { markEnhanced } from "~/lib/behaviours/page";
import { inputClass } from "~/lib/ui/form-field";

/**
 * The letter's introduction, the one island of its form: the article editor (TipTap) writing its HTML into the form's
 * `<textarea name>`, which the plain form posts. Before the script runs, and without it, the textarea itself is shown
 * (HTML, as the editor writes it), so the form works the same.
 */
export function LetterIntroField({ id, name, html, label, hint }: { id: string; name: string; html: string; label: string; hint: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    setEnhanced(true);
    markEnhanced();
  }, []);
  // Written straight into the field, at once: a click on « Enregistrer » posts what the editor reported on losing the focus.
  const write = useCallback((next: string) => {
    if (field.current) field.current.value = next;
  }, []);
  const hintId = `${id}-hint`;
  return (
    <div>
      {enhanced ? (
        <p id={`${id}-label`} className="block text-sm font-semibold text-ink-900">
          {label}
        </p>
      ) : (
        <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
          {label}
        </label>
      )}
      <p id={hintId} className="mt-1 text-sm text-ink-700">
        {hint}
      </p>
      <textarea
        ref={field}
        id={id}
        name={name}
        defaultValue={html}
        hidden={enhanced}
        rows={10}
        aria-describedby={hintId}
        className={`mt-1.5 ${inputClass} font-mono text-sm`}
      />
      {enhanced ? (
        <div className="letter-intro-editor mt-1.5">
          <RichTextEditor html={html} onChange={write} label={label} />
        </div>
      ) : null}
    </div>
  );
}
