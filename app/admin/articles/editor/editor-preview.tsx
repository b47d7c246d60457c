import { editorText } from "~/content/admin/editor-labels";
import { previewHtml } from "./preview-html";

/**
 * « Aperçu »: the article's text as its public page shows it (the public article styles), from the editor's HTML
 * cleaned by an allow-list. Charts and diagrams appear as labelled frames (app/admin/articles/admin-editor.css): drawing
 * them here would share the public article's code with the admin and change how the public pages are split.
 * Needs app/styles/article.css on the page.
 */
export function EditorPreview({ html, title }: { html: string; title: string }) {
  const safeHtml = previewHtml(html);
  return (
    <section aria-label={editorText.preview.label} className="rounded-2xl border border-ink-100 bg-white px-4 py-8 sm:px-10 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl">
          {title.trim() || editorText.preview.untitled}
        </h1>
        <div className="mt-8">
          {safeHtml.trim() === "" ? (
            <p className="rounded-2xl bg-ink-50 p-6 text-ink-700">{editorText.preview.empty}</p>
          ) : (
            <div className="article-body">
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rebuilt from an allow-list by previewHtml. */}
              <div className="article-html" dangerouslySetInnerHTML={{ __html: safeHtml }} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
