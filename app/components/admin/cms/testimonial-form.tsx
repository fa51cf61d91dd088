import { Form } from "react-router";
import { parseTestimonialForm, TESTIMONIAL_LIMITS } from "../../../../lib/testimonial-form-schema";
import { Card, CheckboxField, SelectField, TextArea, TextField } from "../form-fields";
import { primaryAction } from "../page-header";
import { SaveBar } from "../save-bar";
import { FormMessages } from "./form-messages";
import { useCmsForm } from "./use-cms-form";

export interface EditableTestimonial {
  id: string;
  customerName: string;
  customerTitle: string | null;
  customerLocation: string | null;
  quote: string;
  rating: number;
  isApproved: boolean;
  isFeatured: boolean;
  updatedAt: string;
}

export function testimonialValues(t: EditableTestimonial | null) {
  return {
    customerName: t?.customerName ?? "",
    customerTitle: t?.customerTitle ?? "",
    customerLocation: t?.customerLocation ?? "",
    quote: t?.quote ?? "",
    rating: String(t?.rating ?? 5),
    isApproved: t?.isApproved ?? false,
    isFeatured: t?.isFeatured ?? false,
  };
}

type Values = ReturnType<typeof testimonialValues>;
const FORM_ID = "testimonial-form";

const check = (values: Values) => {
  const parsed = parseTestimonialForm(values);
  return parsed.ok ? {} : parsed.fieldErrors;
};

interface Props {
  testimonial: EditableTestimonial | null;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
  aside?: React.ReactNode;
}

/** The testimonial form: one schema (lib/testimonial-form-schema.ts) checks it here and on the server. */
export function TestimonialForm({ testimonial, serverError, serverFieldErrors, aside }: Props) {
  const version = testimonial?.updatedAt ?? null;
  const { values, set, errorOf, formRef, onSubmit, discard, dirty, saving, restored } = useCmsForm({
    initial: testimonialValues(testimonial),
    check,
    draftKey: `testimonial:${testimonial?.id ?? "new"}`,
    version,
    serverFieldErrors,
  });
  const text = (field: keyof Values) => ({
    name: field,
    value: String(values[field]),
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value as never),
  });
  const counter = (field: "customerName" | "customerTitle" | "customerLocation" | "quote") => ({
    length: values[field].length,
    max: TESTIMONIAL_LIMITS[field],
  });
  return (
    <Form method="post" id={FORM_ID} ref={formRef} onSubmit={onSubmit} noValidate>
      {version && <input type="hidden" name="version" value={version} />}
      <FormMessages serverError={serverError} restored={restored} onDiscard={discard} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <Card title="Testimonial">
            <TextField
              label="Customer name"
              required
              counter={counter("customerName")}
              {...text("customerName")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Customer title"
                placeholder="Mother of two"
                counter={counter("customerTitle")}
                {...text("customerTitle")}
              />
              <TextField
                label="Location"
                placeholder="Chennai"
                counter={counter("customerLocation")}
                {...text("customerLocation")}
              />
            </div>
            <TextArea label="Quote" required rows={5} counter={counter("quote")} {...text("quote")} />
          </Card>
        </div>
        <div className="space-y-4">
          <Card title="Status">
            <SelectField label="Rating" {...text("rating")}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? "star" : "stars"}
                </option>
              ))}
            </SelectField>
            <CheckboxField
              label="Approved"
              name="isApproved"
              hint="Only approved testimonials show in the shop. Approving records who approved it and when."
              checked={values.isApproved}
              onChange={(checked) => set("isApproved", checked)}
            />
            <CheckboxField
              label="Featured"
              name="isFeatured"
              hint="Featured testimonials come first."
              checked={values.isFeatured}
              onChange={(checked) => set("isFeatured", checked)}
            />
          </Card>
          {aside}
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="submit" disabled={saving} className={primaryAction}>
          {saving ? "Saving..." : testimonial ? "Save testimonial" : "Create testimonial"}
        </button>
      </div>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} formId={FORM_ID} />
    </Form>
  );
}
