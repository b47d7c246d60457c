import { Link } from "react-router";

export function ErrorPage({ code, title, message, action }: { code: string; title: string; message: string; action: string }) {
  return (
    <section className="relative overflow-hidden bg-sand-50">
      <div className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pt-32 pb-20 text-center">
        <p className="bg-gradient-to-b from-gold-400 to-gold-700 bg-clip-text text-8xl font-black tracking-tight text-transparent sm:text-9xl">
          {code}
        </p>
        <h1 className="mt-4 text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-700">{message}</p>
        <Link to="/" className="mt-8 inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white shadow-sm hover:bg-ink-700">
          {action}
        </Link>
      </div>
    </section>
  );
}
