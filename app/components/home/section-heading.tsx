export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="text-center">
      <h2 id={id} className="font-serif text-3xl font-semibold text-maroon-800">
        {title}
      </h2>
      {subtitle && <p className="mx-auto mt-2 max-w-2xl text-stone-700">{subtitle}</p>}
    </div>
  );
}
