export function TagList({ tags, label = "Tags" }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-maroon-50 px-2.5 py-0.5 text-xs text-maroon-800">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
