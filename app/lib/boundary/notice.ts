/**
 * What a staff member's last action did, said on the page they land on after it (the admin's forms post,
 * then the browser is sent back to the page: a reload never posts twice). Carried by a signed cookie
 * read once (KeptNotice); its texts are the admin's copy (app/content), or a mail server's answer for the test e-mail.
 */
export interface AdminNotice {
  tone: "done" | "refused";
  text: string;
  detail?: string;
}

const longest = 500;

/** How long a notice waits for its page: the redirect that follows the post, not a later visit. */
export const noticeLifetimeSeconds = 60;

/**
 * What the notice cookie holds: the notice, the account whose action it tells of and when it was made
 * (milliseconds since 1970). Signed, it cannot be altered, but it could be sent again later or from
 * another account's browser: the page shows it only to that account, within noticeLifetimeSeconds.
 */
export interface KeptNotice {
  notice: AdminNotice;
  accountId: string;
  madeAt: number;
}

export function isKeptNotice(value: unknown): value is KeptNotice {
  if (typeof value !== "object" || value === null) return false;
  const { notice, accountId, madeAt } = value as Record<string, unknown>;
  return isAdminNotice(notice) && typeof accountId === "string" && typeof madeAt === "number" && Number.isFinite(madeAt);
}

function isAdminNotice(value: unknown): value is AdminNotice {
  if (typeof value !== "object" || value === null) return false;
  const { tone, text, detail } = value as Record<string, unknown>;
  return (
    (tone === "done" || tone === "refused") &&
    typeof text === "string" &&
    text.length <= longest &&
    (detail === undefined || (typeof detail === "string" && detail.length <= longest))
  );
}

/** The notice, its texts cut to what the cookie carries (a mail server may answer at length). */
export function adminNotice(tone: AdminNotice["tone"], text: string, detail?: string): AdminNotice {
  return { tone, text: text.slice(0, longest), ...(detail ? { detail: detail.slice(0, longest) } : {}) };
}
