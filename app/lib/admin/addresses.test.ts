import { describe, expect, it } from "vitest";
import { formerAddress, type WorkspaceView, workspaceAddress, workspaceViewOf } from "./addresses";

const at = (address: string) => workspaceViewOf(new URL(address, "https://kheops.cm"));

describe("the workspace's addresses", () => {
  it("give each view its own address, which opens that view again", () => {
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
    for (const [index, view] of views.entries()) expect(at(addresses[index] ?? "")).toEqual(view);
    expect(workspaceAddress({ area: "articles", tab: "draft" })).toBe("/admin/articles?statut=brouillon");
  });

  it("open the creator on /admin, /admin/articles and an unknown list", () => {
    for (const address of ["/admin", "/admin/articles", "/admin/articles/nouveau", "/admin/articles?statut=inconnu"])
      expect(at(address)).toEqual({ area: "articles", tab: "create" });
  });

  it("keep an article's id whole, whatever it holds", () => {
    const address = workspaceAddress({ area: "articles", tab: "create", articleId: "un id/à part" });
    expect(address).toBe("/admin/articles/un%20id%2F%C3%A0%20part");
    expect(at(address)).toEqual({ area: "articles", tab: "create", articleId: "un id/à part" });
  });

  it("send a former /admin?vue=… to its page, with its filters", () => {
    expect(formerAddress(new URLSearchParams("vue=demandes&statut=nouveau&demande=42"))).toBe("/admin/demandes/42?statut=nouveau");
    expect(formerAddress(new URLSearchParams("vue=sante"))).toBe("/admin/sante");
    expect(formerAddress(new URLSearchParams("vue=ailleurs"))).toBeUndefined();
    expect(formerAddress(new URLSearchParams(""))).toBeUndefined();
  });
});
