import { useEffect, useRef, useState } from "react";
import type { KeyFigure } from "~/content/about";
import { useReducedMotion } from "~/lib/hooks/use-reduced-motion";

function Counter({ figure, run }: { figure: KeyFigure; run: boolean }) {
  const [shown, setShown] = useState(figure.value);
  useEffect(() => {
    if (!run) return;
    const started = performance.now();
    const duration = 1200;
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - started) / duration);
      setShown(Math.round(figure.value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [run, figure.value]);
  return (
    <>
      {figure.prefix}
      {shown}
      {figure.suffix}
    </>
  );
}

/** Four counters; the server renders the final values, the browser counts up once they come into view. */
export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  const reduced = useReducedMotion();
  const list = useRef<HTMLDListElement>(null);
  const [run, setRun] = useState(false);

  useEffect(() => {
    const element = list.current;
    if (reduced || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setRun(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced]);

  return (
    <dl ref={list} className="grid grid-cols-2 gap-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
          <dt className="text-sm text-ink-700">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-ink-900 tabular-nums">
            <Counter figure={figure} run={run} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
