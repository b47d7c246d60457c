import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { EditorPage } from "~/admin/articles/articles-workspace.server";
import { countCharacters, countWords, textOfHtml } from "~/admin/articles/editor/html-text";
import { adminAddresses, articleAddress } from "~/admin/shell/addresses";
import { adminCategories, articleTones, editorMessages, seoTitleMax, wordTargets } from "~/content/admin/editor";
import { adminText } from "~/content/admin/shell";
import { markEnhanced } from "~/lib/behaviours/page";
import type { ArticleTone } from "~/lib/db/schema";
import { inputClass } from "~/lib/ui/form-field";
import { showToast } from "~/lib/ui/toast.client";
import { noteOpenArticle, takeImageForEditor } from "../images/image-handoff.client";
import { ImagePickerDialog, type ImagePickerHandle } from "../images/image-picker-dialog";
import { buttonClass } from "../shell/button-class";
import { ArticleDetails } from "./article-details";
import { ConfigPanel } from "./editor/config-panel";
import { EditorCounts } from "./editor/editor-counts";
import { EditorModeToggle } from "./editor/editor-mode-toggle";
import { EditorPreview } from "./editor/editor-preview";
import { RichTextEditor } from "./editor/rich-text-editor";
import { EditorTools } from "./editor-tools";
import { useArticleDraft } from "./use-article-draft";

const text = adminText.creator;
const wordTargetChoices = [...wordTargets];

/** A new article, once saved, has its own address: the page's address says so, without another load. */
function showSavedAddress(id: string) {
  const address = articleAddress(id);
  if (window.location.pathname !== address) window.history.replaceState(null, "", address);
  noteOpenArticle(id);
}

/**
 * "Création": the article creator, the one island of « Gestion des articles », on the page of a
 * new article or of the one its address names (`article`, loaded by the page).
 */
export function ArticleCreator({ article, ai, imageSearchConfigured }: Pick<EditorPage, "article" | "ai" | "imageSearchConfigured">) {
  const {
    draft,
    current,
    update,
    updateContent,
    dirty,
    saving,
    send,
    startNew,
    discardLocal,
    restoredLocally,
    conflict,
    keepMine,
    generation,
    contentRevision,
  } = useArticleDraft(adminCategories[0], article, showSavedAddress);
  const [mode, setMode] = useState<"editor" | "preview">("editor");
  const picker = useRef<ImagePickerHandle>(null);

  const plainText = useMemo(() => textOfHtml(draft.content), [draft.content]);
  const words = countWords(plainText);
  const characters = countCharacters(plainText);
  const canSave = draft.title.trim() !== "" && plainText.trim() !== "";

  // The page is interactive (the same mark as a public page whose script has run); a picture chosen in
  // « Gestion des images » for this article comes with it.
  useEffect(() => {
    markEnhanced();
    noteOpenArticle(article?.id);
    const chosen = takeImageForEditor();
    if (!chosen) return;
    update({ image: chosen.path, imageCredit: chosen.credit });
    void showToast({ title: adminText.images.chosen, description: adminText.images.credit(chosen.credit.author, chosen.credit.source) });
  }, [article?.id, update]);

  // An article opened from a list (« Modifier »): its title comes into view with the focus (the editor sits
  // below the counts and the tabs, far down on a phone).
  const titleField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!article) return;
    titleField.current?.scrollIntoView({ block: "center" });
    titleField.current?.focus({ preventScroll: true });
  }, [article]);

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

  const onSend = async (intent: "save" | "publish") => {
    if (!canSave) {
      void showToast({ title: editorMessages.titleAndContentRequired, tone: "error" });
      return;
    }
    const sent = await send(intent);
    if (!sent) return;
    const title =
      intent === "publish" ? adminText.toasts.published : sent.status === "draft" ? adminText.toasts.saved : adminText.toasts.updated;
    void showToast({ title });
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
            // An article was open: the new one has its own page (the back button comes back to the article).
            if (draft.id) window.location.assign(adminAddresses.newArticle);
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
            <button type="button" onClick={() => void onSend("save")} disabled={!canSave || saving} className={buttonClass("primary")}>
              {saving ? text.saving : isLive ? text.saveChanges : text.saveDraft}
            </button>
            {draft.status !== "published" ? (
              <button
                type="button"
                onClick={() => void onSend("publish")}
                disabled={!canSave || saving || draft.status === "archived"}
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
