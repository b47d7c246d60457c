import type { HeadTag } from "~/lib/seo/meta";

/** A page's title, meta and link tags (lib/seo/meta.ts), in its <head>. */
export function HeadTags({ tags }: { tags: HeadTag[] }) {
  return (
    <>
      {tags.map((tag) => {
        if ("title" in tag) return <title key="title">{tag.title}</title>;
        if ("tagName" in tag) {
          const { tagName: _link, ...attributes } = tag;
          return <link key={`${attributes.rel} ${attributes.href}`} {...attributes} />;
        }
        if ("property" in tag) return <meta key={tag.property} property={tag.property} content={tag.content} />;
        return <meta key={tag.name} name={tag.name} content={tag.content} />;
      })}
    </>
  );
}
