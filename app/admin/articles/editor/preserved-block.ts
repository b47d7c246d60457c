import { type Editor, Node } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { editorText } from "~/content/admin/editor-labels";
import { preservedBlockAttribute, preservedBlockName, preservedHtmlAttribute, preservedKind, preservedSummary } from "./preserved-html";

/**
 * A block of stored HTML the editor cannot edit (a table, the FAQ, a chart's slot, a diagram…), kept whole: the node
 * holds its outer HTML, shows it as a labelled, non-editable card, and gives it back unchanged. It lives at the top
 * level of the document only, as it came.
 */
export const PreservedBlock = Node.create({
  name: preservedBlockName,
  group: "preserved",
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      html: {
        default: "",
        parseHTML: (element) => element.getAttribute(preservedHtmlAttribute) ?? "",
        renderHTML: (attributes) => ({ [preservedHtmlAttribute]: String(attributes.html ?? "") }),
      },
    };
  },

  parseHTML() {
    return [{ tag: `div[${preservedBlockAttribute}]` }];
  },

  // The placeholder, for the clipboard; the article's HTML comes from editorDocToHtml, which writes the block itself.
  renderHTML({ HTMLAttributes }) {
    return ["div", { [preservedBlockAttribute]: "", ...HTMLAttributes }];
  },

  addKeyboardShortcuts() {
    const moveSelected = (direction: -1 | 1) => () => {
      const { selection } = this.editor.state;
      if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
      return movePreservedBlock(this.editor, selection.from, direction);
    };
    return { "Alt-ArrowUp": moveSelected(-1), "Alt-ArrowDown": moveSelected(1) };
  },

  addNodeView() {
    return ({ node, getPos, editor }) => {
      const html = String(node.attrs.html ?? "");
      const label = editorText.preserved.label(preservedKind(html));

      const dom = document.createElement("div");
      dom.className = "preserved-block";
      dom.contentEditable = "false";
      dom.setAttribute("role", "group");
      dom.setAttribute("aria-label", label);

      const head = document.createElement("div");
      head.className = "preserved-block__head";
      const handle = document.createElement("span");
      handle.className = "preserved-block__handle";
      handle.setAttribute("aria-hidden", "true");
      handle.textContent = "⠿";
      const title = document.createElement("span");
      title.className = "preserved-block__title";
      title.textContent = label;
      head.append(handle, title);

      const actions = document.createElement("span");
      actions.className = "preserved-block__actions";
      const button = (action: "up" | "down" | "remove", text: string, run: (position: number) => void) => {
        const element = document.createElement("button");
        element.type = "button";
        element.className = "preserved-block__button";
        element.dataset.action = action;
        element.textContent = text;
        element.addEventListener("click", (event) => {
          event.preventDefault();
          const position = typeof getPos === "function" ? getPos() : undefined;
          if (typeof position === "number") run(position);
        });
        return element;
      };
      actions.append(
        button("up", editorText.preserved.moveUp, (position) => movePreservedBlock(editor, position, -1, "up")),
        button("down", editorText.preserved.moveDown, (position) => movePreservedBlock(editor, position, 1, "down")),
        button("remove", editorText.preserved.remove, (position) => {
          editor.chain().setNodeSelection(position).deleteSelection().focus().run();
        }),
      );
      head.append(actions);

      const summary = document.createElement("p");
      summary.className = "preserved-block__summary";
      summary.textContent = preservedSummary(html);
      const note = document.createElement("p");
      note.className = "preserved-block__note";
      note.textContent = editorText.preserved.note;
      dom.append(head, summary, note);

      return {
        dom,
        // The buttons are ours: ProseMirror must neither select the node nor start a drag when they are used.
        stopEvent: (event) => event.target instanceof Element && event.target.closest("button") !== null,
        ignoreMutation: () => true,
        update: (updated) => updated.type === node.type && updated.attrs.html === node.attrs.html,
      };
    };
  },
});

/**
 * Moves the top-level block at `position` before its previous sibling or after its next one, keeps it selected, and
 * gives the focus back to the button that asked (its card is drawn anew) or to the editor.
 */
function movePreservedBlock(editor: Editor, position: number, direction: -1 | 1, focusAction?: string): boolean {
  const { state } = editor;
  const node = state.doc.nodeAt(position);
  const $position = state.doc.resolve(position);
  if (!node || $position.depth !== 0) return false;
  const index = $position.index(0);
  const sibling = state.doc.maybeChild(index + direction);
  if (!sibling) return false;
  const tr = state.tr.delete(position, position + node.nodeSize);
  const target = direction === -1 ? position - sibling.nodeSize : position + sibling.nodeSize;
  tr.insert(target, node);
  tr.setSelection(NodeSelection.create(tr.doc, target)).scrollIntoView();
  editor.view.dispatch(tr);
  const button = focusAction
    ? (editor.view.nodeDOM(target) as HTMLElement | null)?.querySelector<HTMLElement>(`[data-action="${focusAction}"]`)
    : null;
  if (button) button.focus();
  else editor.view.focus();
  return true;
}

/** The document accepts preserved blocks between its other blocks, never inside a list or a quotation. */
export const ArticleDocument = Node.create({
  name: "doc",
  topNode: true,
  content: "(block | preserved)+",
});
