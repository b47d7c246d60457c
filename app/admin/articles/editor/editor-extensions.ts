import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { ArticleDocument, PreservedBlock } from "./preserved-block";
import { isAllowedImageSrc, isAllowedStoredLink } from "./url-guards";

/** Pictures of our own server only: one pasted from elsewhere is left out rather than loaded from another origin. */
const ArticleImage = Image.extend({
  parseHTML() {
    return [{ tag: "img[src]", getAttrs: (element) => (isAllowedImageSrc(element.getAttribute("src") ?? "") ? null : false) }];
  },
});

/** The article editor's schema: the component and the tests use this one list. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      document: false,
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        enableClickSelection: true,
        autolink: false,
        defaultProtocol: "https",
        // rel and target are set per link (external pages open in a new tab), as the article renderer does.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedStoredLink(url),
      },
    }),
    ArticleDocument,
    ArticleImage,
    PreservedBlock,
  ];
}
