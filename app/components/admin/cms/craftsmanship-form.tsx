import { Form } from "react-router";
import { CRAFT_LIMITS, parseCraftsmanshipForm } from "../../../../lib/craftsmanship-form-schema";
import type { GalleryImage } from "../../../../server/modules/content/schema";
import { Card, CheckboxField, TextArea, TextField } from "../form-fields";
import { primaryAction } from "../page-header";
import { SaveBar } from "../save-bar";
import { FormMessages } from "./form-messages";
import { GalleryCard } from "./gallery-card";
import { LibraryImageField } from "./library-image-field";
import { useCmsForm } from "./use-cms-form";

export interface EditableSection {
  id: string;
  title: string;
  subtitle: string | null;
  mainContent: string | null;
  heroImageUrl: string | null;
  galleryImages: GalleryImage[];
  isActive: boolean;
  updatedAt: string;
}

export function sectionValues(section: EditableSection | null) {
  return {
    title: section?.title ?? "",
    subtitle: section?.subtitle ?? "",
    mainContent: section?.mainContent ?? "",
    heroImageUrl: section?.heroImageUrl ?? "",
    isActive: section?.isActive ?? true,
    gallery: (section?.galleryImages ?? []).map((g) => ({
      url: g.url,
      alt: g.alt,
      caption: g.caption ?? "",
    })),
  };
}

type Values = ReturnType<typeof sectionValues>;
const FORM_ID = "craftsmanship-form";

const check = (values: Values) => {
  const parsed = parseCraftsmanshipForm(values, {
    url: values.gallery.map((g) => g.url),
    alt: values.gallery.map((g) => g.alt),
    caption: values.gallery.map((g) => g.caption),
  });
  return parsed.ok ? {} : parsed.fieldErrors;
};

interface Props {
  section: EditableSection | null;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
}

/** A craftsmanship section with its gallery; lib/craftsmanship-form-schema.ts checks it here and on the server. */
export function CraftsmanshipForm({ section, serverError, serverFieldErrors }: Props) {
  const version = section?.updatedAt ?? null;
  const { values, set, replace, errorOf, formRef, onSubmit, discard, dirty, saving, restored } = useCmsForm({
    initial: sectionValues(section),
    check,
    draftKey: `craftsmanship:${section?.id ?? "new"}`,
    version,
    serverFieldErrors,
  });
  const text = (field: "title" | "subtitle" | "mainContent") => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    counter: { length: values[field].length, max: CRAFT_LIMITS[field] },
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
  });
  return (
    <Form method="post" id={FORM_ID} ref={formRef} onSubmit={onSubmit} noValidate>
      {version && <input type="hidden" name="version" value={version} />}
      <FormMessages serverError={serverError} restored={restored} onDiscard={discard} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <Card title="Section">
            <TextField
              label="Title"
              required
              placeholder="The art of Kanjivaram weaving"
              {...text("title")}
            />
            <TextField label="Subtitle" {...text("subtitle")} />
            <TextArea
              label="Text"
              rows={6}
              hint="Plain text, shown under the title."
              {...text("mainContent")}
            />
          </Card>
          <GalleryCard
            images={values.gallery}
            onChange={(gallery) => replace({ ...values, gallery }, ["gallery"])}
            errorOf={errorOf}
          />
        </div>
        <div className="space-y-4">
          <Card title="Status">
            <CheckboxField
              label="Shown on the home page"
              name="isActive"
              checked={values.isActive}
              onChange={(checked) => set("isActive", checked)}
            />
          </Card>
          <Card title="Main picture">
            <LibraryImageField
              label="Main picture"
              name="heroImageUrl"
              purpose="content"
              optional
              value={values.heroImageUrl}
              onChange={(image) => set("heroImageUrl", image?.url ?? "")}
              hint="The section's picture in the back office and for later layouts. JPEG, PNG or WebP, under 5 MB."
              error={errorOf("heroImageUrl")}
            />
          </Card>
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="submit" disabled={saving} className={primaryAction}>
          {saving ? "Saving..." : section ? "Save section" : "Create section"}
        </button>
      </div>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} formId={FORM_ID} />
    </Form>
  );
}
