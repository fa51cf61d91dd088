import { Form } from "react-router";
import { categoryLabel, KNOWN_CONFIG_CATEGORIES } from "../../../../lib/config-option-form";
import { Card, TextField } from "../form-fields";
import { primaryAction } from "../page-header";

interface Props {
  category: string;
  categories: string[];
  failure: { error: string; fieldErrors: Record<string, string> } | null;
}

/** Adds an option (order 0, active, §7) to the chosen category, or to a new one typed here. */
export function ConfigOptionAdd({ category, categories, failure }: Props) {
  const known = [...new Set([...categories, ...KNOWN_CONFIG_CATEGORIES])].sort();
  return (
    <Card title="Add option">
      <Form method="post" className="grid gap-3 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="create" />
        {failure && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {failure.error}
          </p>
        )}
        <TextField
          id="add-category"
          label="Category"
          name="category"
          list="config-categories"
          defaultValue={category}
          hint="An existing category, or a new one in lower case with underscores."
          error={failure?.fieldErrors.category}
        />
        <datalist id="config-categories">
          {known.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </datalist>
        <TextField id="add-key" label="Key" name="key" error={failure?.fieldErrors.key} />
        <TextField id="add-label" label="Label" name="label" error={failure?.fieldErrors.label} />
        <TextField
          id="add-value"
          label="Value"
          name="value"
          hint="A hex colour for colour presets, an /admin address for quick actions."
          error={failure?.fieldErrors.value}
        />
        <p className="text-sm text-stone-600 sm:col-span-2">
          New options are active and come first (order 0).
        </p>
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" className={primaryAction}>
            Add option
          </button>
        </div>
      </Form>
    </Card>
  );
}
