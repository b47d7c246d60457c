import { Fragment, type ReactNode } from "react";

/** Replaces {name} tokens with settings; unknown tokens stay as written. */
export function fillTokens(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}

/** Renders text whose links are written [text](/path). */
export function RichText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, label = "", href = ""] = match;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      href.startsWith("/") ? (
        <a key={start} href={href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
          {label}
        </a>
      ) : (
        <a key={start} href={href} rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
          {label}
        </a>
      ),
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
