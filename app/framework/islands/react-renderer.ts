// Astro's server renderer for React components, in place of @astrojs/react's (astro.config.ts): the same
// markup, rendered with renderToString in one synchronous pass. @astrojs/react renders each component
// through a web stream that it then reads back into a string, which cost about 4 ms of CPU a page (a page
// is ten or so separate renders); its `experimentalDisableStreaming` uses renderToString but drops the
// `identifierPrefix`, so the useId ids of two islands collide. No component of the public pages suspends
// on the server (renderToString would send a Suspense fallback), and the site has no Astro Actions (the
// React form state that @astrojs/react passes on).
import type { SSRLoadedRendererValue, SSRResult } from "astro";
import { type ComponentType, createElement, memo } from "react";
import { renderToString } from "react-dom/server";

/**
 * An Astro slot's HTML inside a React component, as @astrojs/react's client renders it on hydration
 * (`astro-slot`); Astro removes the `astro-static-slot` tags of a component that never hydrates.
 */
const StaticHtml = memo(
  ({ value, name, hydrate }: { value: string; name?: string; hydrate: boolean }) =>
    value.trim() === ""
      ? null
      : createElement(hydrate ? "astro-slot" : "astro-static-slot", {
          name,
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: value },
        }),
  () => true,
);

/** The `useId` prefix of each React root of a page (r0, r1...): the island's client reads it back from `prefix`. */
const rootsRendered = new WeakMap<SSRResult, number>();

function nextPrefix(result: SSRResult): string {
  const index = rootsRendered.get(result) ?? 0;
  rootsRendered.set(result, index + 1);
  return `r${index}`;
}

// A slot named in kebab case (`slot="main-image"`) is the prop mainImage.
const propName = (slot: string) => slot.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

// React hoists the resource links a component renders to the start of its HTML; inside a page they would
// land in <body>, so they are left out, as @astrojs/react does (a page writes its preloads in its <head>).
const resourceLink = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

const renderer: SSRLoadedRendererValue = {
  name: "@astrojs/react",
  // React is the only UI framework of this site: every component Astro hands to a renderer is React's.
  check: async (Component) => typeof Component === "function" || (typeof Component === "object" && Component !== null),
  async renderToStaticMarkup(this: { result: SSRResult }, Component: ComponentType, props, { default: children, ...slots }, metadata) {
    const prefix = nextPrefix(this.result);
    // Astro hands over the slots of a component that never hydrates as static ones (supportsAstroStaticSlot).
    const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
    const { class: _class, ...rest } = props as Record<string, unknown>;
    const reactProps: Record<string, unknown> = { ...rest };
    for (const [slot, value] of Object.entries(slots)) {
      reactProps[propName(slot)] = createElement(StaticHtml, { value, name: propName(slot), hydrate });
    }
    const content = children ?? rest.children;
    if (content != null) reactProps.children = createElement(StaticHtml, { value: content as string, hydrate });
    const html = renderToString(createElement(Component, reactProps), { identifierPrefix: prefix });
    return { html: html.includes("<link") ? html.replace(resourceLink, "") : html, attrs: { prefix } };
  },
  supportsAstroStaticSlot: true,
};

export default renderer;
