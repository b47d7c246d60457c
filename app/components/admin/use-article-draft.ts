import { useCallback, useEffect, useRef, useState } from "react";
import { adminText } from "~/content/admin";
import { defaultTone, defaultWordTarget } from "~/content/editor";
import { articlesApi } from "~/lib/admin/admin-api";
import type { AdminArticle } from "~/lib/blog/admin-articles.server";
import type { ArticleStatus, ArticleTone } from "~/lib/db/schema";
import { showToast } from "~/lib/toast";
import type { ChosenImage } from "./image-search";

/** What the creator edits: the fields of the article store (spec §3) and the creator's own settings. */
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
const storagePrefix = "kheops-admin:brouillon:";
const storageKey = (id: string | undefined) => `${storagePrefix}${id ?? "new"}`;

function readLocal(id: string | undefined): EditorDraft | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(id));
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
 * The creator's article: its fields, the copy kept in this browser, loading an article to edit,
 * and saving to the server (which answers the new version, or a conflict); `onSaved` hears of each save.
 */
export function useArticleDraft(defaultCategory: string, opening: { id: string; at: number } | undefined, onSaved: (id: string) => void) {
  const [draft, setDraft] = useState<EditorDraft>(() => emptyDraft(defaultCategory));
  const [dirty, setDirty] = useState(false);
  const [restoredLocally, setRestoredLocally] = useState(false);
  const [saving, setSaving] = useState(false);
  // The server refused a save: another version was saved since this one was opened.
  const [conflict, setConflict] = useState(false);
  // Changes when another article (or a new one) replaces the editor's content: the editor starts afresh.
  const [generation, setGeneration] = useState(0);
  const loadedFor = useRef<number | undefined>(undefined);

  // A draft of a new article left in this browser comes back when the page opens.
  useEffect(() => {
    const local = readLocal(undefined);
    if (local) {
      setDraft(local);
      setDirty(true);
      setRestoredLocally(true);
      setGeneration((count) => count + 1);
    }
  }, []);

  useEffect(() => {
    if (!opening || loadedFor.current === opening.at) return;
    loadedFor.current = opening.at;
    void (async () => {
      const answer = await articlesApi.load(opening.id);
      if (!answer.ok) {
        void showToast({ title: answer.error, tone: "error" });
        return;
      }
      const local = readLocal(opening.id);
      setDraft(local ?? fromArticle(answer.value.article, defaultWordTarget));
      setDirty(local !== undefined);
      setRestoredLocally(local !== undefined);
      setGeneration((count) => count + 1);
    })();
  }, [opening]);

  const update = useCallback((changes: Partial<EditorDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...changes };
      writeLocal(next);
      return next;
    });
    setDirty(true);
  }, []);

  const startNew = useCallback(() => {
    forgetLocal(undefined);
    setDraft(emptyDraft(defaultCategory));
    setDirty(false);
    setRestoredLocally(false);
    setGeneration((count) => count + 1);
  }, [defaultCategory]);

  /** Drops this browser's copy and reloads what the server has. */
  const discardLocal = useCallback(async () => {
    forgetLocal(draft.id);
    setRestoredLocally(false);
    setConflict(false);
    setGeneration((count) => count + 1);
    if (!draft.id) {
      setDraft(emptyDraft(defaultCategory));
      setDirty(false);
      return;
    }
    const answer = await articlesApi.load(draft.id);
    if (answer.ok) {
      const { article } = answer.value;
      setDraft((current) => fromArticle(article, current.wordTarget));
      setDirty(false);
      setGeneration((count) => count + 1);
    }
  }, [draft.id, defaultCategory]);

  /** Saves to the server; the saved article, or undefined after telling why not. */
  const save = useCallback(async (): Promise<AdminArticle | undefined> => {
    setSaving(true);
    try {
      const { imageCredit: _credit, wordTarget: _target, status: _status, ...fields } = draft;
      const answer = await articlesApi.save(fields);
      if (!answer.ok) {
        if (answer.status === 409 && draft.id) setConflict(true);
        void showToast({ title: answer.error, tone: "error", durationMs: 10_000 });
        return undefined;
      }
      const saved = answer.value.article;
      forgetLocal(draft.id);
      forgetLocal(saved.id);
      setDraft((current) => ({
        ...current,
        id: saved.id,
        version: saved.version,
        status: saved.status,
        slug: saved.slug,
        excerpt: saved.excerpt,
      }));
      setDirty(false);
      setRestoredLocally(false);
      setConflict(false);
      onSaved(saved.id);
      return saved;
    } finally {
      setSaving(false);
    }
  }, [draft, onSaved]);

  /**
   * After a conflict, the staff member's choice to keep their text: it takes the version now saved as
   * its base, so the next save replaces that version (knowingly, not silently).
   */
  const keepMine = useCallback(async () => {
    if (!draft.id) return;
    const answer = await articlesApi.load(draft.id);
    if (!answer.ok) {
      void showToast({ title: answer.error, tone: "error" });
      return;
    }
    const latest = answer.value.article;
    setDraft((current) => {
      const next = { ...current, version: latest.version, status: latest.status };
      writeLocal(next);
      return next;
    });
    setConflict(false);
    void showToast({ title: adminText.creator.keptMine });
  }, [draft.id]);

  /** After a status change made elsewhere on the page (publish from the creator): the new version. */
  const follow = useCallback((article: Pick<AdminArticle, "id" | "version" | "status">) => {
    setDraft((current) => (current.id === article.id ? { ...current, version: article.version, status: article.status } : current));
  }, []);

  return { draft, update, dirty, saving, save, startNew, discardLocal, restoredLocally, conflict, keepMine, follow, generation };
}
