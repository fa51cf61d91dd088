import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import {
  CATEGORY_LIMITS,
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  categorySlug,
  parseCategoryForm,
} from "../../../../lib/category-form-schema";
import { Field } from "../../ui/field";
import { useDraft } from "../form-draft";
import { SaveBar, useLeaveWarning } from "../save-bar";
import {
  type CategoryValues,
  fileProblems,
  IMAGE_SLOTS,
  type ImageSlot,
  type StoredCategory,
  valuesOf,
} from "./form-values";
import { Card, CheckboxField, SelectField, TextArea } from "../form-fields";
import { ImageField } from "./image-field";
import type { ParentChoice } from "./tree";

export interface EditableCategory extends StoredCategory {
  id: string;
  imageUrl: string | null;
  bannerImageUrl: string | null;
  iconUrl: string | null;
  updatedAt: string;
}

interface Props {
  category: EditableCategory | null;
  parents: ParentChoice[];
  /** The action's answer: a message for the whole form and messages by field. */
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
  /** Side-column blocks the page adds (summary, subcategories). */
  aside?: React.ReactNode;
}

export const FORM_ID = "category-form";

const same = (a: CategoryValues, b: CategoryValues) => JSON.stringify(a) === JSON.stringify(b);

/** The category form: one schema (lib/category-form-schema.ts) checks it here and again on the server. */
export function CategoryForm({ category, parents, serverError, serverFieldErrors, aside }: Props) {
  const initial = valuesOf(category);
  const [values, setValues] = useState<CategoryValues>(initial);
  // A new category's slug follows its name until the slug is typed; an existing slug stays put.
  const [slugFollowsName, setSlugFollowsName] = useState(category === null);
  const [files, setFiles] = useState<Partial<Record<ImageSlot, File>>>({});
  const [remove, setRemove] = useState<Partial<Record<ImageSlot, boolean>>>({});
  const [fileKey, setFileKey] = useState(0);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting" && navigation.formAction === location.pathname;

  const hasFiles = Object.values(files).some(Boolean) || Object.values(remove).some(Boolean);
  const dirty = !same(values, initial) || hasFiles;
  useLeaveWarning(dirty);
  const version = category?.updatedAt ?? null;
  const draft = useDraft(`category:${category?.id ?? "new"}`, { version, values }, !same(values, initial));

  // A draft kept when the session ended is put back (during render, once), unless the category was
  // saved since: then it is left to be overwritten by the next edit.
  const [draftSeen, setDraftSeen] = useState(false);
  if (!draftSeen && draft.saved) {
    setDraftSeen(true);
    if (draft.saved.version === version && !same(draft.saved.values, initial)) {
      setValues(draft.saved.values);
      setSlugFollowsName(false);
      setRestored(true);
    }
  }

  // Saved (the action redirected to another page): the draft has done its job.
  useEffect(() => {
    const submitted = navigation.state === "loading" && navigation.formMethod?.toUpperCase() === "POST";
    if (
      submitted &&
      navigation.formAction === location.pathname &&
      navigation.location.pathname !== location.pathname
    )
      draft.clear();
  }, [navigation, location.pathname, draft]);

  const fileErrors = fileProblems(files);
  const check = (next: CategoryValues) => {
    const parsed = parseCategoryForm(next);
    return parsed.ok ? {} : parsed.fieldErrors;
  };

  const set = <K extends keyof CategoryValues>(field: K, value: CategoryValues[K]) => {
    const next = { ...values, [field]: value };
    if (field === "name" && slugFollowsName) next.slug = categorySlug(String(value));
    if (field === "slug") setSlugFollowsName(false);
    setValues(next);
    setTouched(new Set(touched).add(field));
    if (clientErrors) setClientErrors(check(next));
  };

  const chooseFile = (slot: ImageSlot, file: File | null) => {
    setFiles({ ...files, [slot]: file ?? undefined });
    setTouched(new Set(touched).add(slot));
  };

  const discard = () => {
    setValues(initial);
    setFiles({});
    setRemove({});
    setFileKey((k) => k + 1);
    setClientErrors(null);
    setRestored(false);
    setSlugFollowsName(category === null);
    draft.clear();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors = { ...check(values), ...fileErrors };
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      setClientErrors(errors);
      const first = formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`);
      first?.focus();
      return;
    }
    setClientErrors(null);
    setTouched(new Set());
  };

  // The browser-side check speaks first; a server message shows until its field is changed.
  const errorOf = (field: string) =>
    fileErrors[field] ?? clientErrors?.[field] ?? (touched.has(field) ? undefined : serverFieldErrors[field]);
  const textProps = (field: keyof CategoryValues) => ({
    name: field,
    value: String(values[field] ?? ""),
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value as never),
  });
  const imageUrlOf: Record<ImageSlot, string | null> = {
    image: category?.imageUrl ?? null,
    bannerImage: category?.bannerImageUrl ?? null,
    icon: category?.iconUrl ?? null,
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      id={FORM_ID}
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
    >
      {version && <input type="hidden" name="version" value={version} />}
      {serverError && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {serverError}
        </p>
      )}
      {restored && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <span>Your unsaved changes from earlier were put back. Images must be chosen again.</span>
          <button type="button" onClick={discard} className="font-semibold underline">
            Discard them
          </button>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <Card title="Details">
            <Field label="Name" required maxLength={CATEGORY_LIMITS.name} {...textProps("name")} />
            <Field
              label="Slug"
              maxLength={CATEGORY_LIMITS.slug}
              hint={`The category's address in the shop: /shop?category=${values.slug || "..."}. ${
                slugFollowsName
                  ? "Made from the name until you change it."
                  : "Leave it empty to make it from the name."
              }`}
              {...textProps("slug")}
              onBlur={() => values.slug && set("slug", categorySlug(values.slug))}
            />
            <TextArea
              label="Description"
              maxLength={CATEGORY_LIMITS.description}
              {...textProps("description")}
            />
            <TextArea
              label="Introduction text"
              hint="Shown at the top of the collection's page in the shop."
              maxLength={CATEGORY_LIMITS.introductionText}
              {...textProps("introductionText")}
            />
          </Card>
          <Card title="Images">
            {IMAGE_SLOTS.map(({ slot, label, hint }) => (
              <ImageField
                key={`${slot}-${fileKey}`}
                name={slot}
                label={label}
                hint={hint}
                currentUrl={imageUrlOf[slot]}
                remove={Boolean(remove[slot])}
                onRemove={(checked) => setRemove({ ...remove, [slot]: checked })}
                onFile={(file) => chooseFile(slot, file)}
                error={errorOf(slot)}
              />
            ))}
          </Card>
          <Card title="Search engines">
            <Field
              label="Meta title"
              hint={`${values.metaTitle.length}/${CATEGORY_LIMITS.metaTitle} characters. The title search engines show.`}
              {...textProps("metaTitle")}
            />
            <TextArea
              label="Meta description"
              rows={3}
              hint={`${values.metaDescription.length}/${CATEGORY_LIMITS.metaDescription} characters.`}
              {...textProps("metaDescription")}
            />
          </Card>
        </div>
        <div className="space-y-4">
          <Card title="Status">
            <CheckboxField
              label="Active"
              name="isActive"
              hint="Shown in the shop's menus and filters."
              checked={values.isActive}
              onChange={(checked) => set("isActive", checked)}
            />
            <CheckboxField
              label="Featured"
              name="isFeatured"
              hint="Shown in the home page's featured collections."
              checked={values.isFeatured}
              onChange={(checked) => set("isFeatured", checked)}
            />
            <Field
              label="Featured order"
              inputMode="numeric"
              hint="Lower numbers come first among featured collections."
              {...textProps("featuredSortOrder")}
            />
            <SelectField label="Collection type" {...textProps("collectionType")}>
              {COLLECTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {COLLECTION_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
          </Card>
          <Card title="Organisation">
            <SelectField label="Parent category" {...textProps("parentId")}>
              <option value="">None (top level)</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </SelectField>
            <div className="flex items-end gap-2">
              <Field
                label="Colour"
                placeholder="#a0522d"
                maxLength={7}
                className="flex-1"
                hint="A hex code, used for the category's accents."
                {...textProps("colorHex")}
              />
              <input
                type="color"
                aria-label="Pick the colour"
                value={/^#[0-9a-f]{6}$/i.test(values.colorHex) ? values.colorHex.toLowerCase() : "#000000"}
                onChange={(event) => set("colorHex", event.target.value)}
                className="mb-7 h-10 w-12 shrink-0 cursor-pointer rounded border border-stone-300 bg-white"
              />
            </div>
          </Card>
          {aside}
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <button
          type="submit"
          disabled={saving}
          className="inline-flex items-center justify-center rounded-lg bg-maroon-800 px-4 py-2 text-sm font-semibold text-white hover:bg-maroon-900 disabled:opacity-60"
        >
          {saving ? "Saving..." : category ? "Save category" : "Create category"}
        </button>
      </div>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} formId={FORM_ID} />
    </Form>
  );
}
