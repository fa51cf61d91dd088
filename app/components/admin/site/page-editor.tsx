import { useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { PAGE_LIMITS, parsePageForm } from "../../../../lib/page-form";
import { useDraft } from "../form-draft";
import { Card, CheckboxField, TextField } from "../form-fields";
import { secondaryAction } from "../page-header";
import { SaveBar, useLeaveWarning } from "../save-bar";
import { PageContentField } from "./page-content-field";
import { type PreviewedPage, PagePreview } from "./page-preview";

export interface PageValues {
  title: string;
  content: string;
  isPublished: boolean;
}

export interface EditablePage extends PageValues {
  key: string;
  /** "" when nothing is stored yet. */
  version: string;
  live: PreviewedPage;
}

interface Props {
  page: EditablePage;
  /** The action's last answer: a preview of `values`, or a refusal with messages. */
  answer: {
    values?: PageValues;
    preview?: PreviewedPage;
    error?: string;
    fieldErrors?: Record<string, string>;
  } | null;
}

export const FORM_ID = "page-form";

const same = (a: PageValues, b: PageValues) => JSON.stringify(a) === JSON.stringify(b);

/** Title, rich text and published flag, with a server-made preview beside them. */
export function PageEditor({ page, answer }: Props) {
  const initial: PageValues = { title: page.title, content: page.content, isPublished: page.isPublished };
  // Without JavaScript the page comes back from Preview with what was typed.
  const [values, setValues] = useState<PageValues>(answer?.values ?? initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [restored, setRestored] = useState(false);
  const navigation = useNavigation();
  const location = useLocation();
  const submitting = navigation.state === "submitting" && navigation.formAction === location.pathname;
  const previewing = submitting && navigation.formData?.get("intent") === "preview";
  const saving = submitting && !previewing;
  const dirty = !same(values, initial);
  useLeaveWarning(dirty);
  const draft = useDraft(`page:${page.key}`, { version: page.version, values }, dirty);

  // Unsaved work kept when the session ended is put back once, unless the page was saved since (a
  // draft of an older version is simply overwritten by the next edit).
  const [draftSeen, setDraftSeen] = useState(false);
  if (!draftSeen && draft.saved) {
    setDraftSeen(true);
    if (draft.saved.version === page.version && !same(draft.saved.values, values)) {
      setValues(draft.saved.values);
      setRestored(true);
    }
  }

  const set = <K extends keyof PageValues>(field: K, value: PageValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (clientErrors) {
      const parsed = parsePageForm(next);
      setClientErrors(parsed.ok ? {} : parsed.fieldErrors);
    }
  };

  const discard = () => {
    setValues(initial);
    setClientErrors(null);
    setRestored(false);
    draft.clear();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const parsed = parsePageForm(values);
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.fieldErrors);
      document.getElementById(`field-${Object.keys(parsed.fieldErrors)[0]}`)?.focus();
      return;
    }
    setClientErrors(null);
  };

  const errors = clientErrors ?? answer?.fieldErrors ?? {};
  const preview =
    answer?.preview && answer.values
      ? { page: answer.preview, kind: "draft" as const, of: answer.values }
      : null;
  return (
    <>
      <Form method="post" id={FORM_ID} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="version" value={page.version} />
        {answer?.error && !clientErrors && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {answer.error}
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
        <Card title="Content">
          <TextField
            label="Title"
            name="title"
            value={values.title}
            onChange={(event) => set("title", event.target.value)}
            error={errors.title}
            counter={{ length: values.title.length, max: PAGE_LIMITS.title }}
          />
          <PageContentField
            value={values.content}
            onChange={(html) => set("content", html)}
            error={errors.content}
          />
          <CheckboxField
            label="Published"
            name="isPublished"
            hint="When off, the shop shows its built-in text for this page and keeps yours here."
            checked={values.isPublished}
            onChange={(checked) => set("isPublished", checked)}
          />
        </Card>
      </Form>
      <div className="mt-4">
        <PagePreview
          page={preview?.page ?? page.live}
          kind={preview ? "draft" : "live"}
          outdated={preview ? !same(preview.of, values) : dirty}
          action={
            <button
              type="submit"
              form={FORM_ID}
              name="intent"
              value="preview"
              className={secondaryAction}
              disabled={submitting}
            >
              {previewing ? "Previewing..." : "Preview changes"}
            </button>
          }
        />
      </div>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} formId={FORM_ID} />
    </>
  );
}
