import { errorPageFor } from "~/content/errors";

export function ErrorPage({ code, title, message, action }: { code: string; title: string; message: string; action: string }) {
  return (
    <section className="relative overflow-hidden bg-sand-50">
      <div className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pt-32 pb-20 text-center">
        <p className="bg-gradient-to-b from-gold-400 to-gold-700 bg-clip-text text-8xl font-black tracking-tight text-transparent sm:text-9xl">
          {code}
        </p>
        <h1 className="mt-4 text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-700">{message}</p>
        <a href="/" className="mt-8 inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white shadow-sm hover:bg-ink-700">
          {action}
        </a>
      </div>
    </section>
  );
}

/**
 * The French page of an error, by its HTTP status (404, 401/403, 405, 413, 429, 503; 500 for anything
 * else). A refusal of the request boundary (rate limit, size, cross-site) carries its own message.
 */
export function StatusErrorPage({ status, message }: { status: number; message?: string | undefined }) {
  const text = errorPageFor(status);
  return <ErrorPage code={String(status)} title={text.title} message={message || text.message} action={text.action} />;
}
