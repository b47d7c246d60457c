import { useEffect, useRef } from "react";
import { useReducedMotion } from "~/lib/hooks/use-reduced-motion";

/**
 * Decorative circles that drift with the scroll. Off under 768 px and with
 * reduced motion (they then stay still).
 */
export function ParallaxCircles({ tone = "light" }: { tone?: "light" | "dark" }) {
  const reduced = useReducedMotion();
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = layer.current;
    if (reduced || !element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.setProperty("--parallax", `${window.scrollY}px`);
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      element.style.removeProperty("--parallax");
    };
  }, [reduced]);

  const color = tone === "dark" ? "bg-gold-400/10" : "bg-gold-300/30";
  return (
    <div
      ref={layer}
      aria-hidden="true"
      data-parallax={reduced ? "off" : "on"}
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      <div
        className={`absolute -top-24 -right-24 h-80 w-80 rounded-full ${color} [transform:translateY(calc(var(--parallax,0px)*0.25))]`}
      />
      <div
        className={`absolute top-1/2 -left-32 h-64 w-64 rounded-full ${tone === "dark" ? "bg-brand-600/15" : "bg-brand-600/10"} [transform:translateY(calc(var(--parallax,0px)*-0.15))]`}
      />
      <div
        className={`absolute right-1/4 bottom-0 h-24 w-24 rounded-full ${color} [transform:translateY(calc(var(--parallax,0px)*0.4))]`}
      />
    </div>
  );
}
