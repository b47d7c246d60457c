import type { ReactNode } from "react";
import { Icon } from "~/lib/ui/icon";

const styles = {
  primary: "bg-ink-900 text-white shadow-lg shadow-ink-900/20 hover:bg-ink-700",
  secondary: "border border-ink-100 bg-white text-ink-900 hover:border-ink-600",
  gold: "bg-gold-400 text-ink-950 shadow-lg shadow-gold-700/20 hover:bg-gold-300",
  ghostDark: "border border-white/25 text-white hover:border-gold-300 hover:text-gold-300",
};

export function ButtonLink({
  to,
  children,
  variant = "primary",
  arrow = false,
  tracking,
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof styles;
  arrow?: boolean;
  /** What a click measures (lib/analytics/track-attributes.ts). */
  tracking?: Record<string, string>;
  className?: string;
}) {
  return (
    <a
      href={to}
      {...tracking}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3.5 text-center font-semibold transition-colors ${styles[variant]} ${className}`}
    >
      {children}
      {arrow ? <Icon name="ArrowRight" className="h-5 w-5" /> : null}
    </a>
  );
}
