import type { ReactNode } from "react";
import { adminAddresses, letterAddress, letterPreviewAddress } from "~/admin/shell/addresses";
import { lettersText } from "~/content/admin/letters";
import { formatLongDateTime, formatLongDay } from "~/lib/format/date";
import { counted } from "~/lib/format/plural";
import type { LetterArticleChoice } from "~/lib/newsletter/letters.server";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";
import type { LetterFormValues, LetterPage, RefusedDraft } from "./letter-pages.server";
import { LetterResultsList, LetterStatusBadge } from "./letter-status";

const text = lettersText;
/** The letter's form: the sending panel's buttons and schedule belong to it (`form=`), so they post what is typed. */
export const letterFormId = "letter-form";
/** The introduction's field: the island's textarea (app/admin/letters/letter-intro-field.tsx). */
export const introFieldId = "letter-intro";

const card = "rounded-3xl bg-white p-4 shadow-sm sm:p-6";

/** The published articles, those the letter points to first, in its order: the order the form posts them in. */
function orderedChoices(choices: LetterArticleChoice[], chosen: readonly string[]): LetterArticleChoice[] {
  const picked = chosen.flatMap((id) => choices.filter((choice) => choice.id === id));
  return [...picked, ...choices.filter((choice) => !chosen.includes(choice.id))];
}

/** A labelled text input, its hint and its error under it. */
function TextField({
  name,
  label,
  hint,
  value,
  error,
}: {
  name: keyof LetterFormValues;
  label: string;
  hint: string;
  value: string;
  error?: string;
}) {
  const id = `letter-${name}`;
  const describedBy = [`${id}-hint`, ...(error ? [`${id}-error`] : [])].join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={`mt-1.5 ${inputClass}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One published article the letter may show: its share picture (what the mail shows), title, excerpt, date and link. */
function ArticleChoice({ article, checked }: { article: LetterArticleChoice; checked: boolean }) {
  const inputId = `letter-article-${article.id}`;
  const titleId = `${inputId}-title`;
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-ink-100 bg-white p-3 has-[:checked]:border-ink-900 has-[:checked]:bg-sand-50">
      <input
        id={inputId}
        type="checkbox"
        name="articles"
        value={article.id}
        defaultChecked={checked}
        aria-labelledby={titleId}
        aria-describedby={`${inputId}-excerpt`}
        className="mt-0.5 size-5 shrink-0 accent-ink-900"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block cursor-pointer">
          <span id={titleId} className="block font-semibold break-words text-ink-900">
            {article.title}
          </span>
          <span className="mt-2 flex items-start gap-3">
            <img
              src={`/partage/kheopscope/${encodeURIComponent(article.slug)}.jpg`}
              alt=""
              width={1200}
              height={630}
              loading="lazy"
              decoding="async"
              className="aspect-[1200/630] w-24 shrink-0 rounded-lg bg-ink-50 object-cover sm:w-28"
            />
            <span className="min-w-0">
              <span id={`${inputId}-excerpt`} className="line-clamp-3 text-sm text-ink-700">
                {article.excerpt}
              </span>
              <span className="mt-1 block text-xs text-ink-700">{text.editor.publishedOn(formatLongDay(article.date))}</span>
            </span>
          </span>
        </label>
        <a
          href={`/kheopscope/${encodeURIComponent(article.slug)}`}
          target="_blank"
          rel="noopener"
          aria-label={text.editor.viewArticleOf(article.title)}
          className="mt-2 inline-block text-sm font-semibold text-ink-800 underline underline-offset-2"
        >
          {text.editor.viewArticle}
        </a>
      </div>
    </li>
  );
}

/** The draft's form: subject, preheader, the introduction (the island, given by the page) and the articles. */
function LetterForm({
  page,
  values,
  refusedDraft,
  intro,
}: {
  page: LetterPage;
  values: LetterFormValues;
  refusedDraft?: RefusedDraft;
  intro: ReactNode;
}) {
  const problems = refusedDraft?.problems ?? [];
  const problemOf = (...kinds: (typeof problems)[number][]) =>
    problems
      .filter((problem) => kinds.includes(problem))
      .map((problem) => text.problems[problem])
      .join(" ") || undefined;
  const articlesError = problemOf("too-many-articles");
  const introError = problemOf("intro-too-long");
  return (
    <form id={letterFormId} method="post" aria-label={text.editor.formLabel} className={`${card} space-y-6`}>
      {problems.length > 0 ? (
        <div role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">{text.editor.problemsTitle}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{text.problems[problem]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextField
        name="subject"
        label={text.editor.subject}
        hint={text.editor.subjectHint}
        value={values.subject}
        error={problemOf("subject-missing", "subject-too-long")}
      />
      <TextField
        name="preheader"
        label={text.editor.preheader}
        hint={text.editor.preheaderHint}
        value={values.preheader}
        error={problemOf("preheader-too-long")}
      />
      <div>
        {intro}
        {introError ? <p className="mt-1.5 text-sm font-medium text-red-700">{introError}</p> : null}
      </div>
      <fieldset aria-describedby="letter-articles-hint" aria-invalid={articlesError ? true : undefined}>
        <legend className="text-sm font-semibold text-ink-900">{text.editor.articles}</legend>
        <p id="letter-articles-hint" className="mt-1 text-sm text-ink-700">
          {text.editor.articlesHint}
          {values.articleIds.length > 0 ? ` ${text.editor.chosenFirst}` : ""}
        </p>
        {articlesError ? <p className="mt-1.5 text-sm font-medium text-red-700">{articlesError}</p> : null}
        {page.choices.length === 0 ? (
          <p className="mt-3 text-sm text-ink-700">{text.editor.noArticles}</p>
        ) : (
          <ul className="mt-3 grid gap-2 lg:grid-cols-2">
            {orderedChoices(page.choices, values.articleIds).map((article) => (
              <ArticleChoice key={article.id} article={article} checked={values.articleIds.includes(article.id)} />
            ))}
          </ul>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 border-t border-ink-100 pt-4">
        <button type="submit" name="intent" value="save" className={buttonClass("primary")}>
          {text.editor.save}
        </button>
        {page.letter && !page.mayManage ? <p className="text-sm text-ink-700">{text.editor.writerNote}</p> : null}
      </div>
    </form>
  );
}

/** The mail as it will be read, at a phone's width and at the mail's own, each in a frame of the preview's document. */
function LetterPreview({ letterId }: { letterId: string }) {
  const frames = [
    { width: 390, label: text.preview.phone },
    { width: 600, label: text.preview.desktop },
  ];
  return (
    <section aria-labelledby="letter-preview-title" className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h3 id="letter-preview-title" className="text-lg font-bold text-ink-900">
            {text.preview.title}
          </h3>
          <p className="mt-1 text-sm text-ink-700">{text.preview.intro}</p>
        </div>
        <a href={letterPreviewAddress(letterId)} target="_blank" rel="noopener" className={buttonClass("quiet")}>
          {text.preview.open}
        </a>
      </div>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        {frames.map((frame) => (
          <figure key={frame.width} className="max-w-full min-w-0">
            <figcaption className="mb-2 text-sm font-semibold text-ink-900">{frame.label}</figcaption>
            {/* Wider than a phone's screen: scrolled sideways, with the keyboard too. */}
            <section
              aria-label={frame.label}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by the keyboard to be scrolled
              tabIndex={0}
              className="max-w-full overflow-x-auto rounded-2xl border border-ink-100 bg-sand-100 focus-visible:outline-3 focus-visible:outline-gold-500"
            >
              <iframe
                src={letterPreviewAddress(letterId)}
                title={text.preview.frame(String(frame.width))}
                width={frame.width}
                height={720}
                loading="lazy"
                className="block border-0"
                style={{ width: `${frame.width}px`, height: "720px" }}
              />
            </section>
          </figure>
        ))}
      </div>
    </section>
  );
}

/** An administrator's actions on a saved draft: each button posts the letter's form, which saves it first. */
function SendingPanel({ page }: { page: LetterPage }) {
  return (
    <section aria-labelledby="letter-sending-title" className={`${card} space-y-5`}>
      <div>
        <h3 id="letter-sending-title" className="text-lg font-bold text-ink-900">
          {text.sending.title}
        </h3>
        <p className="mt-1 text-sm text-ink-700">{text.sending.intro}</p>
      </div>
      <div className="flex flex-col gap-2 rounded-2xl border border-ink-100 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-800">{text.sending.testTo(page.staffEmail)}</p>
        <button type="submit" form={letterFormId} name="intent" value="test" className={`${buttonClass("quiet")} shrink-0 justify-center`}>
          {text.sending.test}
        </button>
      </div>
      <div className="rounded-2xl border border-ink-100 p-4">
        <label htmlFor="letter-schedule" className="block text-sm font-semibold text-ink-900">
          {text.sending.scheduleLabel}
        </label>
        <p id="letter-schedule-hint" className="mt-1 text-sm text-ink-700">
          {text.sending.scheduleHint}
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
          <input
            id="letter-schedule"
            type="datetime-local"
            name="at"
            form={letterFormId}
            min={page.scheduleFrom}
            aria-describedby="letter-schedule-hint"
            className={`${inputClass} py-2 sm:max-w-xs`}
          />
          <button type="submit" form={letterFormId} name="intent" value="schedule" className={`${buttonClass("quiet")} justify-center`}>
            {text.sending.schedule}
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-2xl bg-sand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-800">{text.sending.sendHint(counted(page.recipients))}</p>
        <button
          type="submit"
          form={letterFormId}
          name="intent"
          value="askToSend"
          className={`${buttonClass("primary")} shrink-0 justify-center`}
        >
          {text.sending.send}
        </button>
      </div>
    </section>
  );
}

/** The second step of « Envoyer », without JavaScript: the question with today's count, and the button that confirms it. */
function SendConfirmation({
  page,
  letterId,
  subject,
  articles,
}: {
  page: LetterPage;
  letterId: string;
  subject: string;
  articles: number;
}) {
  const count = counted(page.recipients);
  return (
    <section aria-labelledby="letter-confirm-title" className={`${card} space-y-4 border-2 border-gold-400`}>
      <h3 id="letter-confirm-title" className="text-xl font-bold text-ink-900">
        {page.recipients > 0 ? text.confirm.question(count) : text.confirm.nobody}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-ink-700">{text.confirm.subject}</dt>
        <dd className="font-semibold break-words text-ink-900">{subject}</dd>
        <dt className="font-medium text-ink-700">{text.confirm.articlesTerm}</dt>
        <dd className="text-ink-900">{text.confirm.articles(counted(articles))}</dd>
      </dl>
      {page.recipients > 0 ? <p className="text-sm text-ink-800">{text.confirm.explain}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        {page.recipients > 0 ? (
          <form method="post" action={letterAddress(letterId)}>
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="recipients" value={String(page.recipients)} />
            <button type="submit" aria-label={text.confirm.confirmTo(count)} className={buttonClass("primary")}>
              {text.confirm.confirm}
            </button>
          </form>
        ) : null}
        <a href={letterAddress(letterId)} className={buttonClass("quiet")}>
          {text.confirm.cancel}
        </a>
      </div>
    </section>
  );
}

/** A scheduled letter: when it leaves, who scheduled it, and (an administrator's) the way back to a draft. */
function ScheduledPanel({ page, scheduledAt, scheduledBy }: { page: LetterPage; scheduledAt: string; scheduledBy: string }) {
  return (
    <section aria-labelledby="letter-scheduled-title" className={`${card} space-y-3`}>
      <h3 id="letter-scheduled-title" className="text-lg font-bold text-ink-900">
        {text.sending.scheduledFor(formatLongDateTime(new Date(scheduledAt)))}
      </h3>
      <p className="text-sm text-ink-700">
        {text.sending.scheduledBy(scheduledBy)} {text.editor.readOnlyScheduled}
      </p>
      {page.mayManage ? (
        <form method="post">
          <input type="hidden" name="intent" value="unschedule" />
          <button type="submit" className={buttonClass("danger")}>
            {text.sending.unschedule}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** A sent letter, read-only: to how many, by whom and when, its results and its public page. */
function SentPanel({ page }: { page: LetterPage }) {
  const { letter, results } = page;
  if (!letter) return null;
  return (
    <section aria-labelledby="letter-sent-title" className={`${card} space-y-4`}>
      <div>
        <h3 id="letter-sent-title" className="text-lg font-bold text-ink-900">
          {text.results.title}
        </h3>
        {letter.sentAt ? (
          <p className="mt-1 text-sm text-ink-800">
            {text.sent.by(letter.sentBy ?? letter.updatedBy, formatLongDateTime(new Date(letter.sentAt)))}
          </p>
        ) : null}
        {letter.recipients !== null ? (
          <p className="mt-1 text-sm text-ink-800">{text.results.recipients(counted(letter.recipients))}</p>
        ) : null}
      </div>
      {results ? <LetterResultsList results={results} subject={letter.subject} /> : null}
      <p className="text-xs text-ink-700">{text.results.hint}</p>
      {page.archiveAddress ? (
        <div className="flex flex-col gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-700">{text.sent.archiveHint}</p>
          <a href={page.archiveAddress} target="_blank" rel="noopener" className={`${buttonClass("quiet")} justify-center`}>
            {text.sent.archive}
          </a>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A letter's page: the new letter's form (/admin/lettres/nouvelle), a draft's form with its preview and (an
 * administrator's) its test, schedule and send, the question that confirms « Envoyer », a scheduled letter or a sent
 * one (read-only). `intro` is the introduction's island, placed by the page inside the form.
 */
export function LetterEditorView({ page, refusedDraft, intro }: { page: LetterPage; refusedDraft?: RefusedDraft; intro?: ReactNode }) {
  const { letter } = page;
  const values: LetterFormValues = refusedDraft?.values ?? {
    subject: letter?.subject ?? "",
    preheader: letter?.preheader ?? "",
    introHtml: letter?.introHtml ?? "",
    articleIds: letter?.articleIds ?? [],
  };
  const title = !letter
    ? text.editor.newTitle
    : page.confirmingSend
      ? text.editor.confirmTitle
      : letter.status === "sent"
        ? text.editor.sentTitle
        : letter.status === "scheduled"
          ? text.editor.scheduledTitle
          : text.editor.editTitle;
  return (
    <div className="space-y-6">
      <p>
        <a href={adminAddresses.letters} className="text-sm font-semibold text-ink-800 underline underline-offset-2">
          <span aria-hidden="true">← </span>
          {text.editor.back}
        </a>
      </p>
      <header className={card}>
        <h2 className="text-xl font-bold text-ink-900">{title}</h2>
        {letter ? (
          <>
            <p className="mt-1 text-lg font-semibold break-words text-ink-900">{letter.subject}</p>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
              <LetterStatusBadge letter={letter} />
              <span>{text.editor.writtenBy(letter.createdBy)}</span>
              <span>{text.editor.editedBy(letter.updatedBy, formatLongDateTime(new Date(letter.updatedAt)))}</span>
            </p>
            {letter.status === "sent" ? <p className="mt-2 text-sm text-ink-700">{text.editor.readOnlySent}</p> : null}
          </>
        ) : null}
      </header>
      {letter && page.confirmingSend ? (
        <SendConfirmation page={page} letterId={letter.id} subject={letter.subject} articles={letter.articleIds.length} />
      ) : letter?.status === "sent" ? (
        <SentPanel page={page} />
      ) : letter?.status === "scheduled" && letter.scheduledAt ? (
        <>
          <ScheduledPanel page={page} scheduledAt={letter.scheduledAt} scheduledBy={letter.updatedBy} />
          <LetterPreview letterId={letter.id} />
        </>
      ) : (
        <>
          <LetterForm page={page} values={values} refusedDraft={refusedDraft} intro={intro} />
          {letter ? <LetterPreview letterId={letter.id} /> : <p className={`${card} text-sm text-ink-700`}>{text.preview.saveFirst}</p>}
          {letter && page.mayManage ? <SendingPanel page={page} /> : null}
        </>
      )}
    </div>
  );
}
