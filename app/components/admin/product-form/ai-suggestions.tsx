import { useId } from "react";
import { secondaryAction } from "../page-header";
import { acceptAllPatch, currentShown, type Suggestion, type SuggestedField } from "./ai-fields";
import type { AiMetadata } from "./ai-types";
import type { CategoryOption, ProductFormState } from "./types";

interface Props {
  details: AiMetadata;
  suggestions: Suggestion[];
  values: ProductFormState;
  categories: CategoryOption[];
  accept: (field: SuggestedField, value: string) => void;
}

const small =
  "rounded-md border border-stone-300 bg-white px-3 py-1 text-sm font-medium hover:bg-stone-50 disabled:opacity-50";

/** Each suggested field beside what the form holds now, to accept one by one or all at once. */
export function AiSuggestions({ details, suggestions, values, categories, accept }: Props) {
  const headingId = useId();
  const pending = acceptAllPatch(suggestions, values);
  const acceptAll = () => {
    for (const [field, value] of Object.entries(pending)) accept(field as SuggestedField, value);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-stone-900">
            Suggested details
          </h3>
          <p className="text-sm text-stone-600">
            Confidence {Math.round(details.confidence_score * 100)}%. Nothing is saved until you save the
            product.
          </p>
        </div>
        {/* aria-disabled rather than disabled: the button keeps the keyboard focus once used. */}
        <button
          type="button"
          className={secondaryAction}
          aria-disabled={Object.keys(pending).length === 0}
          onClick={() => Object.keys(pending).length > 0 && acceptAll()}
        >
          Accept all
        </button>
      </div>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {suggestions.map((s) => {
          const now = currentShown(s.field, values, categories);
          const inForm = s.value !== null && values[s.field] === s.value;
          return (
            <li key={s.field} className="space-y-2 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-sm font-semibold">{s.label}</h4>
                {s.value !== null && (
                  // Stays a button once accepted, so the keyboard focus is not lost.
                  <button
                    type="button"
                    className={inForm ? `${small} text-emerald-800` : small}
                    aria-disabled={inForm}
                    onClick={() => !inForm && accept(s.field, s.value ?? "")}
                  >
                    {inForm ? `${s.label}: in the form` : `Accept ${s.label.toLowerCase()}`}
                  </button>
                )}
              </div>
              <dl className="grid gap-2 text-sm sm:grid-cols-2">
                <div className="min-w-0">
                  <dt className="text-xs font-medium text-stone-600">Suggested</dt>
                  <dd className="break-words whitespace-pre-line">{s.shown}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs font-medium text-stone-600">Now</dt>
                  <dd className="break-words text-stone-700">{now || "(empty)"}</dd>
                </div>
              </dl>
              {s.note && <p className="text-xs text-stone-600">{s.note}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
