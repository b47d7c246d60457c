import { adminAddresses, articleAddress } from "~/admin/shell/addresses";
import type { ChosenImage } from "./image-search";

/**
 * A picture chosen in « Gestion des images » goes to the article open in the editor, on another page: the
 * editor notes which article it has open, the library leaves the picture for it, both in this tab's
 * sessionStorage, and the editor takes the picture when its page opens.
 */
// Renamed in 2026-12 without moving the old keys: a picture left in flight then is found again in the library.
const openArticleKey = "kheops.admin.article-ouvert";
const chosenImageKey = "kheops.admin.image-pour-article";

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused: the picture is still stored on the server and found again in the library.
    return undefined;
  }
}

/** The editor has this article open (undefined: a new one). */
export function noteOpenArticle(id: string | undefined): void {
  session()?.setItem(openArticleKey, id ?? "");
}

/** Leaves the picture for the editor; the address of the article it goes to. */
export function leaveImageForEditor(image: ChosenImage): string {
  session()?.setItem(chosenImageKey, JSON.stringify(image));
  const id = session()?.getItem(openArticleKey);
  return id ? articleAddress(id) : adminAddresses.newArticle;
}

/** The picture left for the editor, once: it is gone afterwards. */
export function takeImageForEditor(): ChosenImage | undefined {
  const stored = session()?.getItem(chosenImageKey);
  if (!stored) return undefined;
  session()?.removeItem(chosenImageKey);
  try {
    return JSON.parse(stored) as ChosenImage;
  } catch {
    return undefined;
  }
}
