type Parse = (
  values: Record<string, string | boolean>,
) => { ok: true } | { ok: false; fieldErrors: Record<string, string> };

const isField = (element: Element) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * A form's submit handler that runs the shared schema in the browser first: with problems it stops the
 * submission, shows every message and puts the focus on the first field concerned. A checkbox reads as
 * true or false.
 */
export function checkOnSubmit(setErrors: (errors: Record<string, string> | null) => void, parse: Parse) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const values: Record<string, string | boolean> = {};
    for (const element of Array.from(form.elements)) {
      if (!isField(element)) continue;
      const field = element as HTMLInputElement;
      if (field.name) values[field.name] = field.type === "checkbox" ? field.checked : field.value;
    }
    const parsed = parse(values);
    if (parsed.ok) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    setErrors(parsed.fieldErrors);
    form.querySelector<HTMLElement>(`[name="${Object.keys(parsed.fieldErrors)[0]}"]`)?.focus();
  };
}
