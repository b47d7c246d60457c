import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { memo, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { editorText } from "~/content/admin/editor-labels";
import { editorExtensions } from "./editor-extensions";
import { EditorToolbar, type ToolbarItem, toolbarIcons } from "./editor-toolbar";
import { ImageForm, LinkForm } from "./inline-forms";
import { editorDocToHtml, prepareEditorHtml } from "./preserved-html";
import { isAllowedImageSrc, linkAttributes } from "./url-guards";

export interface PickedImage {
  /** An address on our server: /media/… or /images/…; any other is refused. */
  src: string;
  alt: string;
  /** A stock picture's photographer and provider: written under it, as the providers ask. */
  credit?: { author: string; authorUrl: string; source: string; sourceUrl: string };
}

/** « Photo : <photographer> sur <provider> », each linked to its page, as a paragraph under the picture. */
function creditParagraph(credit: NonNullable<PickedImage["credit"]>) {
  const linked = (text: string, href: string) =>
    href ? { type: "text", text, marks: [{ type: "link", attrs: linkAttributes(href) }] } : { type: "text", text };
  return {
    type: "paragraph",
    content: [
      { type: "text", text: editorText.image.creditPrefix },
      linked(credit.author, credit.authorUrl),
      { type: "text", text: editorText.image.creditJoin },
      linked(credit.source, credit.sourceUrl),
    ],
  };
}

/** A picture to insert at the cursor from outside the editor; each new `key` inserts once. */
export interface InsertImageRequest extends PickedImage {
  key: string | number;
}

export interface RichTextEditorProps {
  /** The article's HTML: the content the editor starts with, and the one it takes each time `revision` changes. */
  html: string;
  /**
   * Changed by the page when it replaces the content (a tool rewrote it). Only then is `html` taken in: the page may
   * render the author's own changes late (in a transition), and an older `html` must not undo what was typed since.
   */
  revision?: number;
  /**
   * Called with the new HTML after the author's changes (never after a change of `html`), once they have painted:
   * at most once a frame, and at once when the editor loses the focus or the page is hidden.
   */
  onChange: (html: string) => void;
  /** The accessible name of the editable area, e.g. « Contenu de l'article ». */
  label: string;
  /**
   * When given, the « Image » button calls it (to open the image bank) and inserts the picture it resolves to;
   * it resolves to undefined when the author gives up. Without it, the button opens a form asking for an address.
   */
  onPickImage?: () => Promise<PickedImage | undefined>;
  insertImageRequest?: InsertImageRequest;
}

type Panel = { type: "link" } | { type: "image"; src?: string; alt?: string } | null;

function toolbarState(editor: Editor) {
  return {
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    paragraph: editor.isActive("paragraph"),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type ToolbarState = ReturnType<typeof toolbarState>;

const sameState = (a: ToolbarState, b: ToolbarState) => (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);

/**
 * Runs `callback` once the browser has painted what changed (a frame's callback runs before the paint, a task posted
 * from it after); the function returned cancels it. A hidden tab paints nothing: callers also act on `pagehide`.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * The toolbar's pressed and enabled buttons, read once the editor's change has painted and shown in a transition:
 * a keystroke or a click in the text paints without waiting for the toolbar.
 */
function useToolbarState(editor: Editor | null): ToolbarState | null {
  const [state, setState] = useState<ToolbarState | null>(null);
  useEffect(() => {
    if (!editor) return;
    let shown = toolbarState(editor);
    setState(shown);
    let cancel: (() => void) | undefined;
    const read = () => {
      cancel = undefined;
      if (editor.isDestroyed) return;
      const next = toolbarState(editor);
      if (sameState(next, shown)) return;
      shown = next;
      startTransition(() => setState(next));
    };
    const readLater = () => {
      cancel ??= afterNextPaint(read);
    };
    editor.on("transaction", readLater);
    return () => {
      editor.off("transaction", readLater);
      cancel?.();
    };
  }, [editor]);
  return state;
}

/**
 * `html` counts only with `revision` (see RichTextEditorProps): the author's own typing, which comes back in `html` at
 * each keystroke, does not render the editor and its toolbar again.
 */
function sameProps(before: RichTextEditorProps, after: RichTextEditorProps): boolean {
  const { html: _before, ...rest } = before;
  const { html: _after, ...next } = after;
  const keys = new Set([...Object.keys(rest), ...Object.keys(next)]) as Set<keyof typeof rest>;
  return [...keys].every((key) => rest[key] === next[key]);
}

/**
 * The article's rich-text editor (TipTap). Controlled: it reports each change as HTML and takes in the HTML the
 * page's tools put in `html` (with a new `revision`). Blocks its schema cannot edit (tables, FAQ, charts, diagrams…)
 * are kept whole. Rendered on the server as an empty frame: the editor itself starts in the browser.
 */
export const RichTextEditor = memo(function RichTextEditor({
  html,
  revision = 0,
  onChange,
  label,
  onPickImage,
  insertImageRequest,
}: RichTextEditorProps) {
  const areaId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // The HTML the editor shows: the last `html` it was given or the last it reported.
  const shownHtml = useRef(html);
  const [extensions] = useState(editorExtensions);
  const [initialContent] = useState(() => prepareEditorHtml(html));
  const [panel, setPanel] = useState<Panel>(null);
  const [message, setMessage] = useState<string>();
  const [picking, setPicking] = useState(false);

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: areaId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class: "article-html rich-text-editor__area",
      },
    }),
    [areaId, label],
  );

  // The author's changes are written out as HTML once they have painted: one serialisation of the whole document a
  // frame, however many keystrokes, and none before a keystroke shows. Sooner when the editor loses the focus (a click
  // on « Enregistrer », a tool) or the page is left.
  const cancelReport = useRef<() => void>(undefined);
  const report = useCallback((current: Editor) => {
    cancelReport.current?.();
    cancelReport.current = undefined;
    if (current.isDestroyed) return;
    const next = editorDocToHtml(current.state.doc, document);
    if (next === shownHtml.current) return;
    shownHtml.current = next;
    onChangeRef.current(next);
  }, []);

  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      cancelReport.current ??= afterNextPaint(() => report(current));
    },
    onBlur: ({ editor: current }) => {
      if (cancelReport.current) report(current);
    },
  });

  useEffect(() => {
    if (!editor) return;
    const reportPending = () => {
      if (cancelReport.current) report(editor);
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") reportPending();
    };
    window.addEventListener("pagehide", reportPending);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", reportPending);
      document.removeEventListener("visibilitychange", onHidden);
      // Another article replaces this one (its `key`): what this editor had not reported is not the new one's.
      cancelReport.current?.();
      cancelReport.current = undefined;
    };
  }, [editor, report]);

  // The page's tools (auto-format, auto-fix, the outline) replace the content: set it without reporting it back.
  const shownRevision = useRef(revision);
  useEffect(() => {
    if (!editor || revision === shownRevision.current) return;
    shownRevision.current = revision;
    cancelReport.current?.();
    cancelReport.current = undefined;
    if (html === shownHtml.current) return;
    shownHtml.current = html;
    editor.commands.setContent(prepareEditorHtml(html), { emitUpdate: false });
  }, [editor, html, revision]);

  const state = useToolbarState(editor);

  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };

  const insertImage = useCallback(
    (image: PickedImage) => {
      if (!editor) return;
      if (!isAllowedImageSrc(image.src)) {
        setMessage(editorText.image.refused);
        return;
      }
      setMessage(undefined);
      if (image.alt.trim() === "") {
        setPanel({ type: "image", src: image.src, alt: "" });
        return;
      }
      setPanel(null);
      const attrs = { src: image.src, alt: image.alt.trim() };
      if (image.credit) {
        // In one step: the picture, then its credit (a second step would replace the selected picture).
        editor
          .chain()
          .focus()
          .insertContent([{ type: "image", attrs }, creditParagraph(image.credit)])
          .run();
      } else {
        editor.chain().focus().setImage(attrs).run();
      }
    },
    [editor],
  );

  const lastRequest = useRef<string | number>(undefined);
  useEffect(() => {
    if (!editor || !insertImageRequest || insertImageRequest.key === lastRequest.current) return;
    lastRequest.current = insertImageRequest.key;
    insertImage(insertImageRequest);
  }, [editor, insertImageRequest, insertImage]);

  const pickImage = async () => {
    if (!onPickImage) return;
    setPicking(true);
    setMessage(undefined);
    setPanel(null);
    try {
      const picked = await onPickImage();
      if (picked) insertImage(picked);
      else editor?.commands.focus();
    } finally {
      setPicking(false);
    }
  };

  const applyLink = (href: string) => {
    if (!editor) return;
    const attributes = linkAttributes(href);
    setPanel(null);
    if (editor.state.selection.empty && !editor.isActive("link")) {
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: attributes }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink(attributes).run();
    }
  };

  const removeLink = () => {
    setPanel(null);
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
  };

  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () => {
    if (editor) command(editor.chain().focus()).run();
  };
  const ready = editor !== null && state !== null;
  const labels = editorText.toolbar;
  const item = (id: keyof typeof toolbarIcons, onPress: () => void, extra: Partial<ToolbarItem> = {}): ToolbarItem => ({
    id,
    label: labels[id],
    icon: toolbarIcons[id],
    onPress,
    disabled: !ready,
    ...extra,
  });
  const groups: ToolbarItem[][] = [
    [
      item(
        "heading2",
        run((chain) => chain.toggleHeading({ level: 2 })),
        { pressed: state?.heading2 ?? false },
      ),
      item(
        "heading3",
        run((chain) => chain.toggleHeading({ level: 3 })),
        { pressed: state?.heading3 ?? false },
      ),
      item(
        "paragraph",
        run((chain) => chain.setParagraph()),
        { pressed: state?.paragraph ?? false },
      ),
    ],
    [
      item(
        "bold",
        run((chain) => chain.toggleBold()),
        { pressed: state?.bold ?? false },
      ),
      item(
        "italic",
        run((chain) => chain.toggleItalic()),
        { pressed: state?.italic ?? false },
      ),
    ],
    [
      item(
        "bulletList",
        run((chain) => chain.toggleBulletList()),
        { pressed: state?.bulletList ?? false },
      ),
      item(
        "orderedList",
        run((chain) => chain.toggleOrderedList()),
        { pressed: state?.orderedList ?? false },
      ),
      item(
        "blockquote",
        run((chain) => chain.toggleBlockquote()),
        { pressed: state?.blockquote ?? false },
      ),
    ],
    [
      item("link", () => (panel?.type === "link" ? closePanel() : setPanel({ type: "link" })), { expanded: panel?.type === "link" }),
      onPickImage
        ? item("image", () => void pickImage(), { busy: picking, expanded: undefined })
        : item("image", () => (panel?.type === "image" ? closePanel() : setPanel({ type: "image" })), {
            expanded: panel?.type === "image",
          }),
    ],
    [
      item(
        "undo",
        run((chain) => chain.undo()),
        { disabled: !state?.canUndo },
      ),
      item(
        "redo",
        run((chain) => chain.redo()),
        { disabled: !state?.canRedo },
      ),
    ],
  ];

  return (
    <div className="rich-text-editor overflow-clip rounded-2xl border border-ink-100 bg-white shadow-sm">
      <div className="sticky top-0 z-10">
        <EditorToolbar groups={groups} controls={areaId} />
        {editor && panel?.type === "link" ? (
          <LinkForm
            initialHref={String(editor.getAttributes("link").href ?? "")}
            inLink={state?.link ?? false}
            onApply={applyLink}
            onRemove={removeLink}
            onClose={closePanel}
          />
        ) : null}
        {editor && panel?.type === "image" ? (
          <ImageForm key={panel.src ?? ""} initialSrc={panel.src} initialAlt={panel.alt} onInsert={insertImage} onClose={closePanel} />
        ) : null}
        {picking ? (
          <p role="status" className="border-b border-ink-100 bg-sand-50 px-4 py-2 text-sm text-ink-800">
            {editorText.image.picking}
          </p>
        ) : null}
        {message ? (
          <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800">
            {message}
          </p>
        ) : null}
      </div>
      {editor ? (
        <EditorContent editor={editor} className="rich-text-editor__content" />
      ) : (
        <div className="flex min-h-[500px] items-start px-4 py-5 text-ink-700 sm:px-8" aria-busy="true">
          {editorText.loading}
        </div>
      )}
    </div>
  );
}, sameProps);
