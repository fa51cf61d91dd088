import { useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { slugFromTitle } from "../../../../lib/blog-post-form";
import {
  BLOG_CATEGORY_LIMITS as LIMITS,
  type BlogCategoryFormRaw,
  parseBlogCategoryForm,
} from "../../../../lib/blog-category-form";
import { slugify } from "../../../../lib/text";
import { Card, CheckboxField, TextField } from "../form-fields";
import { SaveBar, useLeaveWarning } from "../save-bar";

export const CATEGORY_FORM_ID = "blog-category-form";

interface Props {
  /** The saved category's version; null for a new one. */
  version: string | null;
  initial: BlogCategoryFormRaw;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
}

const same = (a: BlogCategoryFormRaw, b: BlogCategoryFormRaw) => JSON.stringify(a) === JSON.stringify(b);

/** Name, slug, colour and whether the blog shows it; checked here and again on the server. */
export function BlogCategoryForm({ version, initial, serverError, serverFieldErrors }: Props) {
  const [values, setValues] = useState(initial);
  const [slugFollowsName, setSlugFollowsName] = useState(version === null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting" && navigation.formAction === location.pathname;
  const dirty = !same(values, initial);
  useLeaveWarning(dirty);

  const check = (next: BlogCategoryFormRaw) => {
    const parsed = parseBlogCategoryForm(next);
    return parsed.ok ? {} : parsed.fieldErrors;
  };
  const set = <K extends keyof BlogCategoryFormRaw>(field: K, value: BlogCategoryFormRaw[K]) => {
    const next = { ...values, [field]: value };
    if (field === "name" && slugFollowsName) next.slug = slugFromTitle(String(value), LIMITS.slug);
    if (field === "slug") setSlugFollowsName(false);
    setValues(next);
    setTouched(new Set(touched).add(field));
    if (clientErrors) setClientErrors(check(next));
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors = check(values);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      setClientErrors(errors);
      document.querySelector<HTMLElement>(`#${CATEGORY_FORM_ID} [name="${Object.keys(errors)[0]}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    setTouched(new Set());
  };
  const errorOf = (field: string) =>
    clientErrors?.[field] ?? (touched.has(field) ? undefined : serverFieldErrors[field]);
  const text = (field: "name" | "slug" | "color") => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });
  const hex = /^#[0-9a-f]{6}$/i.test(values.color) ? values.color.toLowerCase() : "#000000";

  return (
    <Form method="post" id={CATEGORY_FORM_ID} onSubmit={onSubmit} noValidate className="max-w-2xl">
      {version && <input type="hidden" name="version" value={version} />}
      {serverError && touched.size === 0 && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {serverError}
        </p>
      )}
      <Card title="Category">
        <TextField label="Name" required maxLength={LIMITS.name} {...text("name")} />
        <TextField
          label="Slug"
          maxLength={LIMITS.slug}
          hint={`The blog's filter address: /blog?category=${values.slug || "..."}. ${
            slugFollowsName
              ? "Made from the name until you change it."
              : "Leave it empty to make it from the name."
          }`}
          {...text("slug")}
          onBlur={() => values.slug && set("slug", slugify(values.slug))}
        />
        <div className="flex items-end gap-2">
          <TextField
            label="Colour"
            placeholder="#E65100"
            maxLength={7}
            className="flex-1"
            hint="A hex code for the category's badge on the blog."
            {...text("color")}
          />
          <input
            type="color"
            aria-label="Pick the colour"
            value={hex}
            onChange={(event) => set("color", event.target.value.toUpperCase())}
            className="mb-7 h-10 w-12 shrink-0 cursor-pointer rounded border border-stone-300 bg-white"
          />
        </div>
        <CheckboxField
          label="Shown on the blog"
          name="is_active"
          hint="A hidden category is not in the blog's filter; its posts still show."
          checked={values.is_active}
          onChange={(checked) => set("is_active", checked)}
        />
      </Card>
      <SaveBar dirty={dirty} saving={saving} onDiscard={() => setValues(initial)} formId={CATEGORY_FORM_ID} />
    </Form>
  );
}
