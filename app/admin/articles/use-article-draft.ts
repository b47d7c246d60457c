import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { AdminArticle } from "~/admin/articles/admin-articles.server";
import { articlesApi } from "~/admin/shell/admin-api.client";
import { defaultTone, defaultWordTarget } from "~/content/admin/editor";
import { adminText } from "~/content/admin/shell";
import { itemMovedFrom } from "~/lib/browser-storage";
import type { ArticleStatus, ArticleTone } from "~/lib/db/schema";
import { showToast } from "~/lib/ui/toast.client";
import type { ChosenImage } from "../images/image-search";
import { showArticleCounts } from "./show-article-counts.client";

/** What the creator edits: the fields of the stored article (`article`, app/lib/db/schema.ts) and the creator's own settings. */
export interface EditorDraft {
  id?: string;
  version?: number;
  status?: ArticleStatus;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  keywords: string[];
  seoTitle: string;
  seoDescription: string;
  tone: ArticleTone;
  image: string;
  imageCredit?: ChosenImage["credit"];
  wordTarget: number;
}

export function emptyDraft(category: string): EditorDraft {
  return {
    title: "",
    slug: "",
    excerpt: "",
    content: "",
    category,
    tags: [],
    keywords: [],
    seoTitle: "",
    seoDescription: "",
    tone: defaultTone,
    image: "",
    wordTarget: defaultWordTarget,
  };
}

function fromArticle(article: AdminArticle, wordTarget: number): EditorDraft {
  return {
    id: article.id,
    version: article.version,
    status: article.status,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    tags: article.tags,
    keywords: article.keywords,
    seoTitle: article.seoTitle,
    seoDescription: article.seoDescription,
    tone: article.tone,
    image: article.image,
    wordTarget,
  };
}

// Typing is never lost: every change is kept in this browser until the server has the save,
// one copy per article ("new" for an article not yet saved).
const storageKey = (id: string | undefined) => `kheops.admin.brouillon.${id ?? "new"}`;
const formerStorageKey = (id: string | undefined) => `kheops-admin:brouillon:${id ?? "new"}`;

function readLocal(id: string | undefined): EditorDraft | undefined {
  try {
    const raw = itemMovedFrom(window.localStorage, storageKey(id), formerStorageKey(id));
    return raw ? (JSON.parse(raw) as EditorDraft) : undefined;
  } catch {
    return undefined;
  }
}

function writeLocal(draft: EditorDraft) {
  try {
    window.localStorage.setItem(storageKey(draft.id), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the server save still works.
  }
}

function forgetLocal(id: string | undefined) {
  try {
    window.localStorage.removeItem(storageKey(id));
  } catch {
    // Nothing to forget.
  }
}

/**
 * The creator's article: its fields (those of `article`, the one its page opened, or a new one's), the copy
 * kept in this browser, and saving or publishing to the server (which answers the new version, or a
 * conflict); `onSaved` hears of each save. The latest fields are also kept outside React (`current()`): the
 * editor's typing is stored and saved at once, while the page shows it in a transition, after the keystroke
 * has painted.
 */
export function useArticleDraft(defaultCategory: string, article: AdminArticle | undefined, onSaved: (id: string) => void) {
  const [draft, setDraft] = useState<EditorDraft>(() => (article ? fromArticle(article, defaultWordTarget) : emptyDraft(defaultCategory)));
  const latest = useRef(draft);
  const [dirty, setDirty] = useState(false);
  const dirtyNow = useRef(false);
  const [restoredLocally, setRestoredLocally] = useState(false);
  const [saving, setSaving] = useState(false);
  // The server refused a save: another version was saved since this one was opened.
  const [conflict, setConflict] = useState(false);
  // Changes when another article (or a new one) replaces the editor's content: the editor starts afresh.
  const [generation, setGeneration] = useState(0);
  // Changes when the page's tools replace the content (auto-format, auto-fix, the outline): the editor takes it in.
  const [contentRevision, setContentRevision] = useState(0);

  /** The new fields, kept at once; shown at the next render (in a transition when `later`). */
  const keep = useCallback((next: EditorDraft, { changed, later = false }: { changed: boolean; later?: boolean }) => {
    latest.current = next;
    dirtyNow.current = changed;
    if (later) {
      startTransition(() => {
        setDraft(next);
        setDirty(changed);
      });
    } else {
      setDraft(next);
      setDirty(changed);
    }
  }, []);

  // The copy of this article (or of a new one) left in this browser comes back when the page opens.
  const openedId = article?.id;
  useEffect(() => {
    const local = readLocal(openedId);
    if (!local) return;
    keep(local, { changed: true });
    setRestoredLocally(true);
    setGeneration((count) => count + 1);
  }, [openedId, keep]);

  /** A change made on the page (a field, a tool): shown at once; new content goes into the editor. */
  const update = useCallback(
    (changes: Partial<EditorDraft>) => {
      const next = { ...latest.current, ...changes };
      writeLocal(next);
      keep(next, { changed: true });
      if (changes.content !== undefined) setContentRevision((count) => count + 1);
    },
    [keep],
  );

  /**
   * The editor's new content: kept in this browser at once, shown by the page in a transition, so that the
   * keystroke paints before the counts and tools render again.
   */
  const updateContent = useCallback(
    (content: string) => {
      const next = { ...latest.current, content };
      writeLocal(next);
      keep(next, { changed: true, later: true });
    },
    [keep],
  );

  const current = useCallback(() => latest.current, []);

  const startNew = useCallback(() => {
    forgetLocal(undefined);
    keep(emptyDraft(defaultCategory), { changed: false });
    setRestoredLocally(false);
    setGeneration((count) => count + 1);
  }, [defaultCategory, keep]);

  /** Drops this browser's copy and reloads what the server has. */
  const discardLocal = useCallback(async () => {
    const { id } = latest.current;
    forgetLocal(id);
    setRestoredLocally(false);
    setConflict(false);
    setGeneration((count) => count + 1);
    if (!id) {
      keep(emptyDraft(defaultCategory), { changed: false });
      return;
    }
    const answer = await articlesApi.load(id);
    if (answer.ok) {
      keep(fromArticle(answer.value.article, latest.current.wordTarget), { changed: false });
      setGeneration((count) => count + 1);
    }
  }, [defaultCategory, keep]);

  /**
   * Sends the latest fields: saved (« Enregistrer »), or published (« Publier »: saved first in the same request
   * when this browser holds changes the server lacks). The article as the server has it then (the page's counts
   * set to those of the answer), or undefined after telling why not.
   */
  const send = useCallback(
    async (intent: "save" | "publish"): Promise<AdminArticle | undefined> => {
      setSaving(true);
      try {
        const sent = latest.current;
        const { imageCredit: _credit, wordTarget: _target, status: _status, ...fields } = sent;
        const answer =
          intent === "save"
            ? await articlesApi.save(fields)
            : await articlesApi.publish(dirtyNow.current || !sent.id ? { draft: fields } : { id: sent.id, version: sent.version });
        if (!answer.ok) {
          if (answer.status === 409 && sent.id) setConflict(true);
          void showToast({ title: answer.error, tone: "error", durationMs: 10_000 });
          return undefined;
        }
        const { article: saved, counts } = answer.value;
        // The stat cards and the tabs above the editor move at once, with the counts the server answered.
        if (counts) showArticleCounts(counts);
        forgetLocal(sent.id);
        forgetLocal(saved.id);
        // Changed while the save was on its way: still to save, and kept in this browser under the article's id.
        const typedSince = latest.current !== sent;
        const next = {
          ...latest.current,
          id: saved.id,
          version: saved.version,
          status: saved.status,
          slug: saved.slug,
          excerpt: saved.excerpt,
        };
        if (typedSince) writeLocal(next);
        keep(next, { changed: typedSince });
        setRestoredLocally(false);
        setConflict(false);
        onSaved(saved.id);
        return saved;
      } finally {
        setSaving(false);
      }
    },
    [onSaved, keep],
  );

  /**
   * After a conflict, the staff member's choice to keep their text: it takes the version now saved as
   * its base, so the next save replaces that version (knowingly, not silently).
   */
  const keepMine = useCallback(async () => {
    const { id } = latest.current;
    if (!id) return;
    const answer = await articlesApi.load(id);
    if (!answer.ok) {
      void showToast({ title: answer.error, tone: "error" });
      return;
    }
    const fresh = answer.value.article;
    const next = { ...latest.current, version: fresh.version, status: fresh.status };
    writeLocal(next);
    keep(next, { changed: dirtyNow.current });
    setConflict(false);
    void showToast({ title: adminText.creator.keptMine });
  }, [keep]);

  return {
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
  };
}
