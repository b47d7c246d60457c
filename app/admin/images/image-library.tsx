import { useEffect } from "react";
import { adminText } from "~/content/admin/shell";
import { markEnhanced } from "~/lib/behaviours/page";
import { leaveImageForEditor } from "./image-handoff.client";
import { ImageSearch } from "./image-search";

const text = adminText.images;

/** "Gestion des images" (/admin/images): the stock-image search; a chosen picture goes to the article open in the editor. */
export function ImageLibrary({ configured }: { configured: boolean }) {
  // The page is interactive: the same mark as a public page whose script has run.
  useEffect(() => markEnhanced(), []);
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-ink-900">{text.title}</h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-700">{text.intro}</p>
      <div className="mt-5">
        <ImageSearch
          configured={configured}
          onChosen={(image) => window.location.assign(leaveImageForEditor(image))}
          chooseLabel={text.useForArticle}
        />
      </div>
    </section>
  );
}
