import type { SiteServices } from "~/lib/boundary/context.server";
import { launchReportOf, readFacts } from "~/lib/facts/agency-facts.server";
import { unsubscribeUrl } from "~/lib/leads/unsubscribe.server";
import { loadAudience } from "./audience.server";
import { loadHealth } from "./health.server";
import { findLead, isLeadKind, isLeadStatus, type LeadFilter, listLeads } from "./leads.server";
import { listSubscribers } from "./subscribers.server";

/** The leads filter of the query string (type, statut, q, page); anything unknown is ignored. */
export function leadsFilterOf(params: URLSearchParams): LeadFilter & { page: number } {
  const kind = params.get("type") ?? "";
  const status = params.get("statut") ?? "";
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { ...(isLeadKind(kind) ? { kind } : {}), ...(isLeadStatus(status) ? { status } : {}), ...(query ? { query } : {}), page };
}

/** /admin/demandes: the leads of the query's filter and page. */
export async function loadLeadsSection({ db }: SiteServices, params: URLSearchParams) {
  const filter = leadsFilterOf(params);
  return { filter, ...(await listLeads(db, filter)) };
}

/** /admin/demandes/[id]: the lead, and the list's filter its « Retour aux demandes » goes back to. */
export async function loadLeadPage({ db }: SiteServices, id: string, params: URLSearchParams) {
  return { lead: await findLead(db, id), filter: leadsFilterOf(params) };
}

export async function loadSubscribersSection({ db, config }: SiteServices, params: URLSearchParams) {
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const list = await listSubscribers(db, { query, page });
  return {
    query,
    ...list,
    subscribers: list.subscribers.map((subscriber) => ({
      ...subscriber,
      unsubscribeUrl: unsubscribeUrl(config.SITE_URL, subscriber.email, config.SESSION_SECRET),
    })),
  };
}

export async function loadAudienceSection({ db, engine }: SiteServices) {
  return { audience: await loadAudience(db, { engine }) };
}

/** « Santé », its launch check on the facts as stored now (a value set in « Réglages » ends its example warning). */
export async function loadHealthSection({ db, config, proxyNotice }: SiteServices) {
  const { facts } = await readFacts(db, config);
  return { health: await loadHealth(db, { ...config, launch: launchReportOf(config, facts) }, proxyNotice) };
}
