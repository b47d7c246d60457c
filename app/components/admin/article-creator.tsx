import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { inputClass } from "~/components/ui/form-field";
import { adminText } from "~/content/admin";
import { adminCategories, articleTones, editorMessages, seoTitleMax, wordTargets } from "~/content/editor";
import { articlesApi } from "~/lib/admin/admin-api";
import type { ArticleTone } from "~/lib/db/schema";
import { countCharacters, countWords, textOfHtml } from "~/lib/editor/html-text";
import { showToast } from "~/lib/toast";
import { ArticleDetails } from "./article-details";
import { buttonClass } from "./article-list";
import type { Opening } from "./articles-desk";
import { ConfigPanel } from "./editor/config-panel";
import { EditorCounts } from "./editor/editor-counts";
import { EditorModeToggle } from "./editor/editor-mode-toggle";
import { EditorPreview } from "./editor/editor-preview";
import { RichTextEditor } from "./editor/rich-text-editor";
import { EditorTools } from "./editor-tools";
import { ImagePickerDialog, type ImagePickerHandle } from "./image-picker-dialog";
import type { ChosenImage } from "./image-search";
import { useArticleDraft } from "./use-article-draft";

const text = adminText.creator;
const wordTargetChoices = [...wordTargets];

/** "Création": the article creator of spec §2 and §5, for a new article or one opened from a list. */
export function ArticleCreator({
  opening,
  ai,
  imageSearchConfigured,
  imageFromLibrary,
  onImageFromLibraryUsed,
  onSaved,
  onStartNew,
  onChanged,
}: {
  opening: Opening | undefined;
  ai: { configured: boolean; model: string | null };
  imageSearchConfigured: boolean;
  imageFromLibrary: ChosenImage | undefined;
  onImageFromLibraryUsed: () => void;
  /** An article was saved: its id (a new one now has its address). */
  onSaved: (id: string) => void;
  onStartNew: () => void;
  /** Its status changed (published from here): the lists and counts are asked for again. */
  onChanged: () => Promise<void>;
}) {
  const {
    draft,
    current,
    update,
    updateContent,
    dirty,
    saving,
    save,
    saveIfChanged,
    startNew,
    discardLocal,
    restoredLocally,
    conflict,
    keepMine,
    follow,
    generation,
    contentRevision,
  } = useArticleDraft(adminCategories[0], opening, onSaved);
  const [mode, setMode] = useState<"editor" | "preview">("editor");
  const picker = useRef<ImagePickerHandle>(null);
  const [publishing, setPublishing] = useState(false);

  const plainText = useMemo(() => textOfHtml(draft.content), [draft.content]);
  const words = countWords(plainText);
  const characters = countCharacters(plainText);
  const canSave = draft.title.trim() !== "" && plainText.trim() !== "";

  useEffect(() => {
    if (!imageFromLibrary) return;
    update({ image: imageFromLibrary.path, imageCredit: imageFromLibrary.credit });
    onImageFromLibraryUsed();
    void showToast({
      title: adminText.images.chosen,
      description: adminText.images.credit(imageFromLibrary.credit.author, imageFromLibrary.credit.source),
    });
  }, [imageFromLibrary, update, onImageFromLibraryUsed]);

  // "Modifier" in a list opens the article here: once it is loaded, the title comes into view with the
  // focus (the list may have been scrolled far below the creator, on a phone especially).
  const titleField = useRef<HTMLInputElement>(null);
  const shownOpening = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!opening || shownOpening.current === opening.at || draft.id !== opening.id) return;
    shownOpening.current = opening.at;
    titleField.current?.scrollIntoView({ block: "center" });
    titleField.current?.focus({ preventScroll: true });
  }, [opening, draft.id]);

  // The panels beside the editor are memoised: stable props, so that a keystroke renders the counts, not them.
  const setCategory = useCallback((category: string) => update({ category }), [update]);
  const setWordTarget = useCallback((wordTarget: number) => update({ wordTarget }), [update]);
  const setTone = useCallback((tone: ArticleTone) => update({ tone }), [update]);
  const categories = useMemo(
    () => ((adminCategories as readonly string[]).includes(draft.category) ? [...adminCategories] : [draft.category, ...adminCategories]),
    [draft.category],
  );
  const chooseImage = useCallback(async () => {
    const chosen = await picker.current?.choose();
    if (chosen) update({ image: chosen.path, imageCredit: chosen.credit });
  }, [update]);
  const pickImage = useMemo(
    () => (imageSearchConfigured ? () => picker.current?.pick() ?? Promise.resolve(undefined) : undefined),
    [imageSearchConfigured],
  );

  const onSave = async () => {
    if (!canSave) {
      void showToast({ title: editorMessages.titleAndContentRequired, tone: "error" });
      return;
    }
    const saved = await save();
    if (saved) void showToast({ title: saved.status === "draft" ? adminText.toasts.saved : adminText.toasts.updated });
  };

  const onPublish = async () => {
    if (!canSave) {
      void showToast({ title: editorMessages.titleAndContentRequired, tone: "error" });
      return;
    }
    setPublishing(true);
    try {
      const saved = await saveIfChanged();
      if (!saved) return;
      const answer = await articlesApi.change(saved.id, "publish", saved.version);
      if (!answer.ok) {
        void showToast({ title: answer.error, tone: "error" });
        return;
      }
      follow(answer.value.article);
      void showToast({ title: adminText.toasts.published });
      await onChanged();
    } finally {
      setPublishing(false);
    }
  };

  const isLive = draft.status === "published" || draft.status === "archived";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink-900">{draft.id ? text.editing : text.creating}</h2>
          {draft.status ? <p className="text-sm text-ink-700">{text.statusOf(adminText.statusLabels[draft.status])}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => {
            startNew();
            onStartNew();
          }}
          className={buttonClass("quiet")}
        >
          {text.newArticle}
        </button>
      </div>

      {conflict ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <span className="min-w-0 flex-1">{text.conflictNotice}</span>
          <span className="flex flex-wrap gap-2">
            <button type="button" onClick={() => void keepMine()} className={buttonClass("primary")}>
              {text.keepMine}
            </button>
            <button type="button" onClick={() => void discardLocal()} className={buttonClass("quiet")}>
              {text.discardLocal}
            </button>
          </span>
        </div>
      ) : restoredLocally ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-gold-300/30 px-4 py-3 text-sm text-ink-900"
        >
          <span>{text.restoredLocally}</span>
          <button type="button" onClick={() => void discardLocal()} className={buttonClass("quiet")}>
            {text.discardLocal}
          </button>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <div>
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor="article-title" className="block text-sm font-semibold text-ink-900">
                {text.titleLabel}
              </label>
              <span className={`text-xs tabular-nums ${draft.title.length > seoTitleMax ? "text-red-700" : "text-ink-700"}`}>
                {draft.title.length}/{seoTitleMax}
              </span>
            </div>
            <input
              ref={titleField}
              id="article-title"
              value={draft.title}
              onChange={(event) => update({ title: event.target.value })}
              maxLength={200}
              placeholder={text.titlePlaceholder}
              className={`mt-1.5 ${inputClass} text-lg font-semibold`}
            />
          </div>

          <div className="flex flex-wrap items-center justify-between gap-3">
            <EditorModeToggle mode={mode} onMode={setMode} />
            <EditorCounts words={words} characters={characters} target={draft.wordTarget} />
          </div>

          {mode === "editor" ? (
            <RichTextEditor
              key={generation}
              html={draft.content}
              revision={contentRevision}
              onChange={updateContent}
              label={text.contentLabel}
              onPickImage={pickImage}
            />
          ) : (
            <EditorPreview html={draft.content} title={draft.title} />
          )}

          <div className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={() => void onSave()} disabled={!canSave || saving} className={buttonClass("primary")}>
              {saving ? text.saving : isLive ? text.saveChanges : text.saveDraft}
            </button>
            {draft.status !== "published" ? (
              <button
                type="button"
                onClick={() => void onPublish()}
                disabled={!canSave || saving || publishing || draft.status === "archived"}
                className={`${buttonClass("quiet")} border-gold-500`}
              >
                {adminText.actions.publish}
              </button>
            ) : (
              <a href={`/kheopscope/${draft.slug}`} target="_blank" rel="noopener" className={buttonClass("quiet")}>
                {adminText.actions.view}
              </a>
            )}
            {!canSave ? <p className="text-sm text-ink-700">{editorMessages.titleAndContentRequired}</p> : null}
            {canSave && dirty ? <p className="text-sm text-ink-700">{text.unsaved}</p> : null}
          </div>
        </div>

        <aside className="space-y-6">
          <ConfigPanel
            category={draft.category}
            onCategory={setCategory}
            wordTarget={draft.wordTarget}
            onWordTarget={setWordTarget}
            tone={draft.tone}
            onTone={setTone}
            categories={categories}
            wordTargets={wordTargetChoices}
            tones={articleTones}
          />
          <EditorTools getDraft={current} update={update} words={words} ai={ai} />
          <ArticleDetails draft={draft} update={update} imageSearchConfigured={imageSearchConfigured} onChooseImage={chooseImage} />
        </aside>
      </div>

      <ImagePickerDialog ref={picker} configured={imageSearchConfigured} />
    </div>
  );
}
