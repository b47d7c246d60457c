import { index, type RouteConfig, route } from "@react-router/dev/routes";

// French URLs, English file names. Every public page that should be indexed
// is also listed in app/lib/seo/public-pages.ts for the sitemap.
export default [
  index("routes/home/home.tsx"),
  route("services", "routes/services/services.tsx"),
  route("services/formulaire-de-souscription", "routes/services/subscription.tsx"),
  route("services/:serviceId", "routes/services/service-detail.tsx"),
  route("kheopscope", "routes/blog/blog-home.tsx"),
  route("kheopscope/rss.xml", "routes/seo/rss.ts"),
  route("kheopscope/:slug", "routes/blog/article.tsx"),
  route("boutique", "routes/shop/shop.tsx"),
  route("boutique/:id", "routes/shop/ebook.tsx"),
  route("apropos", "routes/about/about.tsx"),
  route("contact", "routes/contact/contact.tsx"),
  route("newsletter", "routes/newsletter/newsletter.tsx"),
  route("desinscription", "routes/newsletter/unsubscribe.tsx"),
  route("mentions-legales", "routes/legal/legal-notices.tsx"),
  route("politique-de-confidentialite", "routes/legal/privacy-policy.tsx"),
  route("conditions-generales-de-vente", "routes/legal/terms-of-sale.tsx"),

  route("diagnostic-whatsapp", "routes/api/whatsapp-redirect.ts"),
  route("api/ga4/event", "routes/api/ga4-event.ts"),
  route("api/articles/stats/stream", "routes/api/article-stats-stream.ts"),
  route("api/articles/:slug/like", "routes/api/article-like.ts"),
  route("api/articles/:slug/view", "routes/api/article-view.ts"),

  // Pictures chosen in the admin, converted and stored in the database: /media/<id>-<width>.<avif|webp>.
  route("media/:file", "routes/media/stored-image.ts"),

  // The staff's area, linked from nowhere. Its layout lets nothing through without a session
  // (app/lib/auth/staff-gate.server.ts) except /admin itself, which then shows the login form.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("deconnexion", "routes/admin/logout.ts"),
    route("api/articles", "routes/admin/api/articles.ts"),
    route("api/articles/:id", "routes/admin/api/article.ts"),
    route("api/images/recherche", "routes/admin/api/image-search.ts"),
    route("api/images/apercu", "routes/admin/api/image-preview.ts"),
    route("api/images", "routes/admin/api/image-store.ts"),
    route("api/analyse", "routes/admin/api/text-suggestions.ts"),
    route("api/export/demandes", "routes/admin/api/leads-export.ts"),
    route("api/export/abonnes", "routes/admin/api/subscribers-export.ts"),
  ]),

  route("sitemap.xml", "routes/seo/sitemap.ts"),
  // Link-preview pictures of articles and e-books, drawn on request: /partage/kheopscope/<slug>.jpg.
  route("partage/:section/:file", "routes/seo/share-card.ts"),

  route("hors-ligne", "routes/offline/offline.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
