import { Form } from "react-router";
import {
  BANNER_AUDIENCE_LABELS,
  BANNER_AUDIENCES,
  BANNER_LIMITS,
  BANNER_POSITION_LABELS,
  BANNER_POSITIONS,
  parseBannerForm,
} from "../../../../lib/banner-form-schema";
import { toShopDateTimeInput } from "../../../../lib/shop-time";
import { Card, CheckboxField, SelectField, TextArea, TextField } from "../form-fields";
import { primaryAction } from "../page-header";
import { SaveBar } from "../save-bar";
import { BannerPreview } from "./banner-preview";
import { FormMessages } from "./form-messages";
import { LibraryImageField } from "./library-image-field";
import { useCmsForm } from "./use-cms-form";

export interface EditableBanner {
  id: string;
  imageUrl: string;
  altText: string;
  title: string | null;
  subtitle: string | null;
  description: string | null;
  ctaText: string | null;
  ctaLink: string | null;
  position: string;
  targetAudience: string;
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  updatedAt: string;
}

export function bannerValues(banner: EditableBanner | null) {
  return {
    imageUrl: banner?.imageUrl ?? "",
    altText: banner?.altText ?? "",
    title: banner?.title ?? "",
    subtitle: banner?.subtitle ?? "",
    description: banner?.description ?? "",
    ctaText: banner?.ctaText ?? "",
    ctaLink: banner?.ctaLink ?? "",
    position: banner?.position ?? "hero",
    targetAudience: banner?.targetAudience ?? "all",
    isActive: banner?.isActive ?? true,
    startDate: toShopDateTimeInput(banner?.startDate),
    endDate: toShopDateTimeInput(banner?.endDate),
  };
}

type Values = ReturnType<typeof bannerValues>;
const FORM_ID = "banner-form";

const check = (values: Values) => {
  const parsed = parseBannerForm(values);
  return parsed.ok ? {} : parsed.fieldErrors;
};

interface Props {
  banner: EditableBanner | null;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
  /** Side-column blocks the page adds (views and clicks). */
  aside?: React.ReactNode;
}

/** The banner form: one schema (lib/banner-form-schema.ts) checks it here and again on the server. */
export function BannerForm({ banner, serverError, serverFieldErrors, aside }: Props) {
  const version = banner?.updatedAt ?? null;
  const { values, set, replace, errorOf, formRef, onSubmit, discard, dirty, saving, restored } = useCmsForm({
    initial: bannerValues(banner),
    check,
    draftKey: `banner:${banner?.id ?? "new"}`,
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
  const counter = (field: keyof typeof BANNER_LIMITS & keyof Values) => ({
    length: String(values[field]).length,
    max: BANNER_LIMITS[field],
  });
  return (
    <Form method="post" id={FORM_ID} ref={formRef} onSubmit={onSubmit} noValidate>
      {version && <input type="hidden" name="version" value={version} />}
      <FormMessages serverError={serverError} restored={restored} onDiscard={discard} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <Card title="Image">
            <LibraryImageField
              label="Banner image"
              name="imageUrl"
              purpose="banner"
              value={values.imageUrl}
              onChange={(image) => {
                const next = { ...values, imageUrl: image?.url ?? "" };
                // A library image brings its description when the banner has none yet.
                if (image?.alt && !values.altText) next.altText = image.alt;
                replace(next, ["imageUrl", "altText"]);
              }}
              hint="A wide picture, at least 1920 x 800 pixels; the right side stays visible on a phone. JPEG, PNG or WebP, under 5 MB."
              error={errorOf("imageUrl")}
            />
            <TextField
              label="Alt text"
              maxLength={BANNER_LIMITS.altText}
              hint="Describes the picture for people who cannot see it. Leave it empty if the picture is only decoration."
              {...text("altText")}
            />
          </Card>
          <Card title="Text and button">
            <TextField label="Title" counter={counter("title")} {...text("title")} />
            <TextField
              label="Subtitle"
              hint="The small line above the title."
              counter={counter("subtitle")}
              {...text("subtitle")}
            />
            <TextArea
              label="Description"
              rows={3}
              counter={counter("description")}
              {...text("description")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Button text"
                placeholder="Shop Now"
                counter={counter("ctaText")}
                {...text("ctaText")}
              />
              <TextField
                label="Button link"
                placeholder="/shop?category=festival-wear"
                hint="A page of the shop starting with /, or a full address."
                maxLength={BANNER_LIMITS.url}
                {...text("ctaLink")}
              />
            </div>
          </Card>
          <Card title="Preview">
            <BannerPreview banner={values} />
          </Card>
        </div>
        <div className="space-y-4">
          <Card title="Status">
            <CheckboxField
              label="On"
              name="isActive"
              hint="Switched off, the banner never shows, whatever its schedule."
              checked={values.isActive}
              onChange={(checked) => set("isActive", checked)}
            />
            <SelectField
              label="Position"
              hint="The home page's carousel shows the Hero banners; the other positions are kept for the pages that show them."
              {...text("position")}
            >
              {BANNER_POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {BANNER_POSITION_LABELS[p]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Audience"
              hint="Who the banner is meant for. The shop does not tell visitors apart yet, so every visitor sees it."
              {...text("targetAudience")}
            >
              {BANNER_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {BANNER_AUDIENCE_LABELS[a]}
                </option>
              ))}
            </SelectField>
          </Card>
          <Card title="Schedule">
            <p className="text-sm text-stone-600">
              India time. The banner goes live at the start and ends by itself at the end; leave either empty
              for no limit.
            </p>
            <TextField label="Start" type="datetime-local" {...text("startDate")} />
            <TextField label="End" type="datetime-local" {...text("endDate")} />
          </Card>
          {aside}
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="submit" disabled={saving} className={primaryAction}>
          {saving ? "Saving..." : banner ? "Save banner" : "Create banner"}
        </button>
      </div>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} formId={FORM_ID} />
    </Form>
  );
}
