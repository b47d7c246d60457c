import { useEffect, useState } from "react";
import { reducedMotionQuery } from "~/lib/hooks/use-reduced-motion";

/** 20, 35 or 50 particles by device (under 640, under 1024, wider); none with reduced motion. */
export function particleCount(viewportWidth: number, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  if (viewportWidth < 640) return 20;
  if (viewportWidth < 1024) return 35;
  return 50;
}

// A fixed pseudo-random layout, so the drawing is the same on every visit.
function particle(index: number) {
  const seed = (index * 9301 + 49297) % 233280;
  const random = (shift: number) => ((seed * (shift + 7)) % 1000) / 1000;
  return {
    left: `${random(1) * 100}%`,
    top: `${random(2) * 100}%`,
    size: 3 + Math.round(random(3) * 6),
    duration: 14 + Math.round(random(4) * 16),
    delay: -Math.round(random(5) * 20),
  };
}

/** Drifting particles behind the privacy policy. Decorative: drawn only after hydration. */
export function ParticleBackground() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const reduced = window.matchMedia(reducedMotionQuery);
    const update = () => setCount(particleCount(window.innerWidth, reduced.matches));
    update();
    reduced.addEventListener("change", update);
    window.addEventListener("resize", update);
    return () => {
      reduced.removeEventListener("change", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  return (
    <div aria-hidden="true" data-particles={count} className="pointer-events-none absolute inset-0 overflow-hidden">
      {Array.from({ length: count }, (_, index) => {
        const p = particle(index);
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: particles are identical and never reordered.
            key={index}
            className="particle absolute rounded-full bg-gold-400/40"
            style={{
              left: p.left,
              top: p.top,
              width: p.size,
              height: p.size,
              animationDuration: `${p.duration}s`,
              animationDelay: `${p.delay}s`,
            }}
          />
        );
      })}
    </div>
  );
}
