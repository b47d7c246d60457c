import type { ReactNode } from "react";

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  tone = "light",
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  return (
    <div className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wider uppercase ${tone === "dark" ? "text-gold-300" : "text-gold-700"}`}>{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${tone === "dark" ? "text-white" : "text-ink-900"}`}
      >
        {title}
      </h2>
      {lead ? <p className={`mt-4 text-lg leading-relaxed ${tone === "dark" ? "text-ink-100/85" : "text-ink-700"}`}>{lead}</p> : null}
    </div>
  );
}
