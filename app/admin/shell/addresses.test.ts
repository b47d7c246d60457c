import { describe, expect, it } from "vitest";
import type { ArticleStatus } from "~/lib/db/schema";
import { formerAddress, listStatusOf, type WorkspaceView, workspaceAddress } from "./addresses";

const listOf = (address: string) => listStatusOf(new URL(address, "https://kheops.cm").searchParams);

describe("the workspace's addresses", () => {
  it("give each view its own address, and each list's address names that list again", () => {
    const views: WorkspaceView[] = [
      { area: "images" },
      { area: "articles", tab: "create" },
      { area: "articles", tab: "create", articleId: "1764153600000" },
      { area: "articles", tab: "draft" },
      { area: "articles", tab: "published" },
      { area: "articles", tab: "archived" },
      { area: "articles", tab: "trash" },
    ];
    const addresses = views.map(workspaceAddress);
    expect(new Set(addresses).size).toBe(views.length);
    for (const status of ["draft", "published", "archived", "trash"] as ArticleStatus[])
      expect(listOf(workspaceAddress({ area: "articles", tab: status }))).toBe(status);
    expect(workspaceAddress({ area: "articles", tab: "draft" })).toBe("/admin/articles?statut=brouillon");
    expect(workspaceAddress({ area: "articles", tab: "create" })).toBe("/admin/articles/nouveau");
  });

  it("name no list on /admin/articles alone or with an unknown one (the editor opens)", () => {
    for (const address of ["/admin/articles", "/admin/articles?statut=inconnu"]) expect(listOf(address)).toBeUndefined();
  });

  it("keep an article's id whole, whatever it holds", () => {
    const address = workspaceAddress({ area: "articles", tab: "create", articleId: "un id/à part" });
    expect(address).toBe("/admin/articles/un%20id%2F%C3%A0%20part");
  });

  it("send a former /admin?vue=… to its page, with its filters", () => {
    expect(formerAddress(new URLSearchParams("vue=demandes&statut=nouveau&demande=42"))).toBe("/admin/demandes/42?statut=nouveau");
    expect(formerAddress(new URLSearchParams("vue=sante"))).toBe("/admin/sante");
    expect(formerAddress(new URLSearchParams("vue=ailleurs"))).toBeUndefined();
    expect(formerAddress(new URLSearchParams(""))).toBeUndefined();
  });
});
