import { useEffect, useRef } from "react";

interface Props extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> {
  name?: string;
  label: string;
}

/** The index page's search field; "/" anywhere on the page (outside a field) focuses it. */
export function SearchBox({ name = "q", label, className = "", ...input }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest("input, textarea, select, [contenteditable='true']");
      if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        ref.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <label className={`block text-sm font-medium ${className}`}>
      <span className="sr-only">{label}</span>
      <input
        ref={ref}
        type="search"
        name={name}
        aria-label={label}
        aria-keyshortcuts="/"
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        {...input}
      />
    </label>
  );
}
