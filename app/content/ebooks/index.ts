import { ebook as communityManager } from "./community-manager-de-choc";
import { ebook as salesMethod } from "./la-methodologie-de-la-vente";
import type { Ebook } from "./types";
import { ebook as sellWithoutBudget } from "./vendre-avec-0f";

/** The shop's e-books. Their covers are artwork/ebooks/<id>.svg. */
export const ebooks: Ebook[] = [communityManager, salesMethod, sellWithoutBudget];

export function findEbook(id: string): Ebook | undefined {
  return ebooks.find((ebook) => ebook.id === id);
}
