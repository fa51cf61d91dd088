import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import type { RootData } from "../../../root";
import type { ProductFormParse } from "../../../../lib/product-form-schema";
import { LIMITS } from "../../../../lib/product-form-schema-fields";
import { useDraft } from "../form-draft";
import { SaveBar, useLeaveWarning } from "../save-bar";
import { AiDetailsPanel } from "./ai-details-panel";
import { DescriptionField } from "./description-field";
import { Card, TextArea, TextField } from "../form-fields";
import { ImagesCard } from "./images-card";
import {
  bind,
  InventoryCard,
  OrganisationCard,
  PricingCard,
  type SectionProps,
  StatusCard,
} from "./side-cards";
import type { CategoryOption, ColorPreset, ProductFormState, VariantFacts } from "./types";
import { VariantsCard } from "./variants-card";

export const PRODUCT_FORM_ID = "product-form";
/** The toast after a save; seeing it tells the form that its draft has been saved. */
export const PRODUCT_SAVED = "Product saved";
/** Spec section 9: form validation waits 300 ms after typing stops. */
const VALIDATE_AFTER_MS = 300;

interface Props {
  /** The saved product's id and version; null for a new product. */
  saved: { id: string; version: string } | null;
  initial: ProductFormState;
  variantFacts: Record<string, VariantFacts>;
  categories: CategoryOption[];
  colorPresets: ColorPreset[];
  storeBrand: string;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
}

const same = (a: ProductFormState, b: ProductFormState) => JSON.stringify(a) === JSON.stringify(b);
const topOf = (key: string) => key.split(".")[0];

/** The product form: checked in the browser with the schema the server uses again (lib/product-form-schema.ts). */
export function ProductForm(props: Props) {
  const { saved, initial, serverError, serverFieldErrors } = props;
  const [values, setValues] = useState<ProductFormState>(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [showAll, setShowAll] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const location = useLocation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formAction === location.pathname &&
    navigation.formMethod === "POST";

  // The schema (with zod) arrives just after the page: it checks in the browser once loaded, and the
  // server checks every save anyway, so the page's first load stays small.
  const [parse, setParse] = useState<((raw: unknown) => ProductFormParse) | null>(null);
  useEffect(() => {
    let live = true;
    void import("../../../../lib/product-form-schema").then((schema) => {
      if (live) setParse(() => schema.parseProductForm);
    });
    return () => {
      live = false;
    };
  }, []);

  const dirty = !same(values, initial);
  useLeaveWarning(dirty);
  const version = saved?.version ?? null;
  const draft = useDraft(`product:${saved?.id ?? "new"}`, { version, values }, dirty);

  // Work kept when the session ended comes back once. A draft of an older version is dropped: it was
  // just saved (the toast says so), or someone saved the product since and it would overwrite them.
  const justSaved = useRouteLoaderData<RootData>("root")?.flash?.text === PRODUCT_SAVED;
  const [draftSeen, setDraftSeen] = useState(false);
  const [dropped, setDropped] = useState(false);
  if (!draftSeen && draft.saved) {
    setDraftSeen(true);
    const unsaved = !same(draft.saved.values, initial);
    if (draft.saved.version === version && unsaved) {
      setValues(draft.saved.values);
      setRestored(true);
    } else if (draft.saved.version !== version && unsaved && !justSaved) setDropped(true);
  }
  useEffect(() => {
    if (draft.saved && draft.saved.version !== version) draft.clear();
  }, [draft, version]);

  // Created: the page moves on to the new product's page, and the new-product draft has done its job.
  // (A session that ended moves to the sign-in page instead, and the draft waits for the way back.)
  useEffect(() => {
    const leaving = navigation.state === "loading" && navigation.formMethod === "POST";
    const target = navigation.location?.pathname ?? "";
    if (
      leaving &&
      saved === null &&
      navigation.formAction === location.pathname &&
      /^\/admin\/products\/[^/]+$/.test(target) &&
      target !== location.pathname
    )
      draft.clear();
  }, [navigation, location.pathname, draft, saved]);

  // The schema's verdict, a moment after the last change.
  useEffect(() => {
    if (!parse) return;
    const timer = window.setTimeout(() => {
      const parsed = parse(values);
      setChecked(parsed.ok ? {} : parsed.fieldErrors);
    }, VALIDATE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [values, parse]);

  const set: SectionProps["set"] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  };

  // A changed field shows the browser's check; an untouched one shows what the server said.
  const errorOf = (key: string) => {
    const mine = touched.has(topOf(key)) || showAll;
    return mine ? checked[key] : serverFieldErrors[key];
  };

  const discard = () => {
    setValues(initial);
    setTouched(new Set());
    setChecked({});
    setShowAll(false);
    setBanner(null);
    setRestored(false);
    draft.clear();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const parsed = parse?.(values);
    if (!parsed || parsed.ok) {
      // What the server answers about this submission shows until a field is changed again.
      setBanner(null);
      setTouched(new Set());
      setShowAll(false);
      return;
    }
    event.preventDefault();
    setChecked(parsed.fieldErrors);
    setShowAll(true);
    setBanner(parsed.message);
    // The first field with a message, once the messages are on the page.
    window.requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const section: SectionProps = { values, set, errorOf };
  const held = Object.values(props.variantFacts).reduce((sum, f) => sum + f.reserved, 0);
  const message = banner ?? (touched.size === 0 ? serverError : null);

  return (
    <Form method="post" id={PRODUCT_FORM_ID} ref={formRef} onSubmit={onSubmit} noValidate>
      {version && <input type="hidden" name="version" value={version} />}
      {message && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {message}
        </p>
      )}
      {dropped && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          Unsaved changes you made earlier were not put back: someone else has saved this product since. Check
          the product and make your changes again.
        </p>
      )}
      {restored && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <span>Your unsaved changes from earlier were put back.</span>
          <button type="button" onClick={discard} className="font-semibold underline">
            Discard them
          </button>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <AiDetailsPanel
            productId={saved?.id ?? null}
            values={values}
            categories={props.categories}
            accept={(field, value) => set(field, value)}
          />
          <Card title="Basics">
            <TextField label="Name" required {...bind(section, "name")} />
            <TextArea
              label="Short description"
              rows={3}
              counter={{ length: values.short_description.trim().length, max: LIMITS.short_description }}
              {...bind(section, "short_description")}
            />
            <DescriptionField
              value={values.description}
              onChange={(html) => set("description", html)}
              error={errorOf("description")}
            />
          </Card>
          <ImagesCard images={values.images} onChange={(images) => set("images", images)} errorOf={errorOf} />
          <VariantsCard
            variants={values.variants}
            onChange={(rows) => set("variants", rows)}
            productName={values.name}
            productPrice={values.price}
            facts={props.variantFacts}
            colorPresets={props.colorPresets}
            errorOf={errorOf}
          />
          <Card title="SEO">
            <TextField
              label="Meta title"
              counter={{ length: values.meta_title.trim().length, max: LIMITS.meta_title }}
              {...bind(section, "meta_title")}
            />
            <TextArea
              label="Meta description"
              rows={3}
              counter={{ length: values.meta_description.trim().length, max: LIMITS.meta_description }}
              {...bind(section, "meta_description")}
            />
          </Card>
          <Card title="Size chart and care">
            <TextArea
              label="Size chart"
              rows={5}
              hint="Measurements per size, e.g. one size a line."
              {...bind(section, "size_chart")}
            />
            <TextArea label="Care instructions" rows={3} {...bind(section, "care_instructions")} />
          </Card>
        </div>
        <div className="space-y-4">
          <StatusCard {...section} />
          <OrganisationCard {...section} categories={props.categories} storeBrand={props.storeBrand} />
          <PricingCard {...section} />
          <InventoryCard {...section} held={held} />
        </div>
      </div>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} formId={PRODUCT_FORM_ID} />
    </Form>
  );
}
