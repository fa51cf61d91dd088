/** Stars from real reviews only. */
export function Rating({ value, count }: { value: number; count: number }) {
  const label = `Rated ${value.toFixed(1)} out of 5 from ${count} review${count === 1 ? "" : "s"}`;
  return (
    <p className="flex items-center gap-1 text-xs text-stone-700">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="text-saffron-500">
        {"★".repeat(Math.round(value))}
        <span className="text-stone-300">{"★".repeat(5 - Math.round(value))}</span>
      </span>
      <span aria-hidden="true">
        {value.toFixed(1)} ({count})
      </span>
    </p>
  );
}
