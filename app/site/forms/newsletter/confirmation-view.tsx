import { MailCheck } from "lucide-react";
import { newsletterConfirmationText as text } from "~/content/newsletter-confirmation";
import type { ConfirmationPageState } from "~/lib/leads/confirmation.server";
import { LinkAction, LinkOutcome, MailedLinkPage, primaryLink } from "./mailed-link-page";
import { newsletterAction } from "./newsletter-form";

const home = { href: "/", label: text.back };

/**
 * /newsletter/confirmation: the confirmation mail's link shows one button (a plain form posted to the page), then
 * says the address is confirmed; a used, expired or broken link says so and offers to sign up again.
 */
export function ConfirmationView({ page }: { page: ConfirmationPageState }) {
  return (
    <MailedLinkPage title={text.page.title}>
      {page.state === "confirm" ? (
        <LinkAction icon={MailCheck} intro={text.confirm.intro} email={page.email}>
          <form method="post" className="mt-6">
            <input type="hidden" name="jeton" value={page.token} />
            <button type="submit" className={primaryLink}>
              {text.confirm.button}
            </button>
          </form>
        </LinkAction>
      ) : page.state === "confirmed" ? (
        <LinkOutcome title={text.confirmed.title} body={text.confirmed.text} links={[home]} />
      ) : (
        <LinkOutcome
          title={text[page.state].title}
          body={text[page.state].text}
          failed
          links={[{ href: newsletterAction, label: text.signUpAgain }, home]}
        />
      )}
    </MailedLinkPage>
  );
}
