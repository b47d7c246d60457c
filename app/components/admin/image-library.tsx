import { adminText } from "~/content/admin";
import { type ChosenImage, ImageSearch } from "./image-search";

const text = adminText.images;

/** "Gestion des images": the stock-image search; a chosen picture goes to the article being written. */
export function ImageLibrary({ configured, onUseForArticle }: { configured: boolean; onUseForArticle: (image: ChosenImage) => void }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-ink-900">{text.title}</h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-700">{text.intro}</p>
      <div className="mt-5">
        <ImageSearch configured={configured} onChosen={onUseForArticle} chooseLabel={text.useForArticle} />
      </div>
    </section>
  );
}
