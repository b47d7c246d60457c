/** One button per slide; the current one is wider and gold. */
export function CarouselDots({ labels, current, onSelect }: { labels: string[]; current: number; onSelect: (index: number) => void }) {
  return (
    <div className="flex justify-center gap-1">
      {labels.map((label, position) => (
        <button
          key={label}
          type="button"
          onClick={() => onSelect(position)}
          aria-label={label}
          aria-current={position === current ? "true" : undefined}
          className="flex h-8 w-8 items-center justify-center"
        >
          <span className={`block h-2.5 rounded-full transition-all ${position === current ? "w-6 bg-gold-500" : "w-2.5 bg-ink-100"}`} />
        </button>
      ))}
    </div>
  );
}
