import { useId } from "react";

/** The back office's form fields: labelled, with hint, error and length counter wired for screen readers. */

/** A titled block of the edit page, in the main or the side column. */
export function Card({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface Common {
  label: string;
  name: string;
  /** The element id; defaults to field-<name>. */
  id?: string;
  error?: string;
  hint?: React.ReactNode;
  /** "12/60": shown beside the label for fields with a length the spec limits. */
  counter?: { length: number; max: number };
}

export const describedBy = (
  id: string,
  error?: string,
  hint?: React.ReactNode,
  counter?: Common["counter"],
) =>
  [error && `${id}-error`, hint && `${id}-hint`, counter && `${id}-count`].filter(Boolean).join(" ") ||
  undefined;

export const inputClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`;

function Label({ id, label, counter }: { id: string; label: string; counter?: Common["counter"] }) {
  return (
    <div className="mb-1 flex items-baseline justify-between gap-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {counter && (
        <span
          id={`${id}-count`}
          className={`text-xs ${counter.length > counter.max ? "font-semibold text-red-700" : "text-stone-500"}`}
        >
          {counter.length}/{counter.max}
        </span>
      )}
    </div>
  );
}

export function Notes({ id, error, hint }: { id: string; error?: string; hint?: React.ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

type InputProps = Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

export function TextField({ label, name, id, error, hint, counter, className, ...input }: InputProps) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div className={className}>
      <Label id={fieldId} label={label} counter={counter} />
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint, counter)}
        className={inputClass(error)}
        {...input}
      />
      <Notes id={fieldId} error={error} hint={hint} />
    </div>
  );
}

type TextAreaProps = Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">;

export function TextArea({ label, name, id, error, hint, counter, ...textarea }: TextAreaProps) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div>
      <Label id={fieldId} label={label} counter={counter} />
      <textarea
        id={fieldId}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint, counter)}
        className={inputClass(error)}
        {...textarea}
      />
      <Notes id={fieldId} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = Common & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "name">;

export function SelectField({ label, name, id, error, hint, children, ...select }: SelectProps) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div>
      <Label id={fieldId} label={label} />
      <select
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={inputClass(error)}
        {...select}
      >
        {children}
      </select>
      <Notes id={fieldId} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField(props: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string;
}) {
  const id = `field-${props.name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        className="mt-1 h-4 w-4 accent-maroon-800"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {props.label}
        </label>
        <Notes id={id} error={props.error} hint={props.hint} />
      </div>
    </div>
  );
}
