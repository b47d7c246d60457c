import { MailX } from "lucide-react";
import { unsubscribeText as text } from "~/content/unsubscribe";
import type { UnsubscribeState } from "~/lib/leads/unsubscribe.server";
import { LinkAction, LinkOutcome, MailedLinkPage, primaryLink } from "./mailed-link-page";

const home = { href: "/", label: text.back };

/** /desinscription: the newsletter's unsubscribe link asks for one click (a plain form), then says it is done. */
export function UnsubscribeView({ page }: { page: UnsubscribeState }) {
  return (
    <MailedLinkPage title={text.page.title}>
      {page.state === "removed" ? (
        <LinkOutcome title={text.removed.title} body={text.removed.text} links={[home]} />
      ) : page.state === "not-subscribed" ? (
        <LinkOutcome title={text.notSubscribed.title} body={text.notSubscribed.text} links={[home]} />
      ) : page.state === "invalid" ? (
        <LinkOutcome title={text.invalid.title} body={text.invalid.text} failed links={[home, { href: "/contact", label: text.contact }]} />
      ) : (
        <LinkAction icon={MailX} intro={text.confirm.intro} email={page.email}>
          <form method="post" className="mt-6">
            <input type="hidden" name="email" value={page.email} />
            <input type="hidden" name="jeton" value={page.token} />
            <button type="submit" className={primaryLink}>
              {text.confirm.button}
            </button>
          </form>
        </LinkAction>
      )}
    </MailedLinkPage>
  );
}
