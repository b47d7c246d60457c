import { memo, useId } from "react";
import { adminText } from "~/content/admin/shell";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";
import type { EditorDraft } from "./use-article-draft";

const text = adminText.creator;

function listOf(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string, hintId?: string) => React.ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="mt-1">{children(id, hintId)}</div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type ArticleDetailsProps = {
  draft: EditorDraft;
  update: (changes: Partial<EditorDraft>) => void;
  imageSearchConfigured: boolean;
  onChooseImage: () => void;
};

/** The details do not show the text: a keystroke in the editor (a new `draft.content`) renders nothing here. */
function sameDetails(before: ArticleDetailsProps, after: ArticleDetailsProps): boolean {
  if (before.update !== after.update || before.imageSearchConfigured !== after.imageSearchConfigured) return false;
  if (before.onChooseImage !== after.onChooseImage) return false;
  const keys = Object.keys({ ...before.draft, ...after.draft }) as (keyof EditorDraft)[];
  return keys.every((key) => key === "content" || before.draft[key] === after.draft[key]);
}

/** The article's address, summary, tags, keywords, SEO texts and picture, as the `article` table stores them. */
export const ArticleDetails = memo(function ArticleDetails({ draft, update, imageSearchConfigured, onChooseImage }: ArticleDetailsProps) {
  const small = `${inputClass} py-2 text-sm`;
  return (
    <section className="space-y-4 rounded-2xl border border-ink-100 p-4">
      <h3 className="font-bold text-ink-900">{text.details}</h3>

      <div>
        <p className="text-sm font-semibold text-ink-900">{adminText.images.forArticle}</p>
        {draft.image.startsWith("/media/") ? (
          <figure className="mt-2">
            <img src={`${draft.image}-480.webp`} alt="" width={480} height={270} className="aspect-video w-full rounded-xl object-cover" />
            {draft.imageCredit ? (
              <figcaption className="mt-1 text-xs text-ink-700">
                {adminText.images.credit(draft.imageCredit.author, draft.imageCredit.source)}
              </figcaption>
            ) : null}
          </figure>
        ) : (
          <p className="mt-1 text-sm text-ink-700">{draft.image ? draft.image : adminText.images.none}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {imageSearchConfigured ? (
            <button type="button" onClick={onChooseImage} className={buttonClass("quiet")}>
              {draft.image ? adminText.images.changeForArticle : adminText.images.chooseForArticle}
            </button>
          ) : (
            <p className="text-xs text-ink-700">{adminText.images.notConfigured}</p>
          )}
          {draft.image ? (
            <button type="button" onClick={() => update({ image: "", imageCredit: undefined })} className={buttonClass("danger")}>
              {adminText.images.remove}
            </button>
          ) : null}
        </div>
      </div>

      <Field label={text.slugLabel} hint={text.slugHint}>
        {(id, hintId) => (
          <input
            id={id}
            aria-describedby={hintId}
            value={draft.slug}
            onChange={(event) => update({ slug: event.target.value.toLowerCase() })}
            maxLength={100}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            className={small}
          />
        )}
      </Field>
      <Field label={text.excerptLabel} hint={text.excerptHint}>
        {(id, hintId) => (
          <textarea
            id={id}
            aria-describedby={hintId}
            value={draft.excerpt}
            onChange={(event) => update({ excerpt: event.target.value })}
            maxLength={400}
            rows={3}
            className={small}
          />
        )}
      </Field>
      <Field label={text.tagsLabel} hint={text.listHint}>
        {(id, hintId) => (
          <input
            id={id}
            aria-describedby={hintId}
            defaultValue={draft.tags.join(", ")}
            key={`tags-${draft.id ?? "new"}-${draft.version ?? 0}`}
            onChange={(event) => update({ tags: listOf(event.target.value) })}
            className={small}
          />
        )}
      </Field>
      <Field label={text.keywordsLabel} hint={text.listHint}>
        {(id, hintId) => (
          <input
            id={id}
            aria-describedby={hintId}
            defaultValue={draft.keywords.join(", ")}
            key={`keywords-${draft.id ?? "new"}-${draft.version ?? 0}`}
            onChange={(event) => update({ keywords: listOf(event.target.value) })}
            className={small}
          />
        )}
      </Field>
      <Field label={text.seoTitleLabel} hint={`${draft.seoTitle.length}/60`}>
        {(id, hintId) => (
          <input
            id={id}
            aria-describedby={hintId}
            value={draft.seoTitle}
            onChange={(event) => update({ seoTitle: event.target.value })}
            maxLength={120}
            className={small}
          />
        )}
      </Field>
      <Field label={text.seoDescriptionLabel} hint={`${draft.seoDescription.length}/160`}>
        {(id, hintId) => (
          <textarea
            id={id}
            aria-describedby={hintId}
            value={draft.seoDescription}
            onChange={(event) => update({ seoDescription: event.target.value })}
            maxLength={320}
            rows={3}
            className={small}
          />
        )}
      </Field>
    </section>
  );
}, sameDetails);
