import { deskText } from "~/content/admin/desk";

/**
 * What a delivery's last error means, in French, for the staff: the outbox keeps the technical
 * message (shown beside it, for whoever sets up the mail server or the webhook).
 */
export function deliveryErrorInFrench(error: string): string {
  const text = deskText.deliveryErrors;
  const status = /\bHTTP (\d{3})\b/.exec(error)?.[1];
  if (status) return text.httpStatus(Number(status));
  if (/ECONNREFUSED/.test(error)) return text.refused;
  if (/ENOTFOUND|EAI_AGAIN/.test(error)) return text.unknownHost;
  if (/ETIMEDOUT|timeout|timed out|aborted/i.test(error)) return text.timeout;
  if (/EAUTH|\b535\b/.test(error)) return text.authRefused;
  if (/certificate|TLS|SSL/i.test(error)) return text.tls;
  if (/no sender for channel/.test(error)) return text.notConfigured;
  return text.other;
}
