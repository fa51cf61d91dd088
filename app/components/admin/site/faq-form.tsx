import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "../../link";
import { FAQ_LIMITS, parseFaqForm } from "../../../../lib/faq-form";
import { TextArea, TextField } from "../form-fields";
import { primaryAction, secondaryAction } from "../page-header";
import { useLeaveWarning } from "../save-bar";
import { checkOnSubmit } from "./check-on-submit";

export interface EditableFaq {
  id: string;
  question: string;
  answer: string;
  isActive: boolean;
}

interface Props {
  /** Names the form in the action's answer and prefixes its field ids. */
  formId: string;
  /** The FAQ to edit; without it the form adds one. */
  faq?: EditableFaq;
  serverErrors: Record<string, string>;
  serverError?: string;
  cancelHref?: string;
}

/** Add or edit an FAQ; lib/faq-form.ts checks it here and on the server. */
export function FaqForm({ formId, faq, serverErrors, serverError, cancelHref }: Props) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [dirty, setDirty] = useState(false);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("form") === formId;
  useLeaveWarning(dirty && !saving);
  const errors = clientErrors ?? serverErrors;
  const id = (field: string) => `${formId}-${field}`;
  const onSubmit = checkOnSubmit(setClientErrors, parseFaqForm);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={() => setDirty(true)}
      aria-label={faq ? "Edit FAQ" : "Add an FAQ"}
      className="space-y-3"
    >
      {serverError && !clientErrors && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <input type="hidden" name="form" value={formId} />
      <input type="hidden" name="intent" value={faq ? "update" : "create"} />
      {faq && <input type="hidden" name="id" value={faq.id} />}
      <TextField
        label="Question"
        name="question"
        id={id("question")}
        defaultValue={faq?.question}
        error={errors.question}
        autoComplete="off"
        hint={`Up to ${FAQ_LIMITS.question} characters.`}
      />
      <TextArea
        label="Answer"
        name="answer"
        id={id("answer")}
        defaultValue={faq?.answer}
        error={errors.answer}
        hint={`Plain text, up to ${FAQ_LIMITS.answer} characters. Shown under every product's FAQs tab.`}
      />
      <div className="flex items-start gap-3">
        <input
          id={id("isActive")}
          type="checkbox"
          name="isActive"
          defaultChecked={faq?.isActive ?? true}
          className="mt-1 h-4 w-4 accent-maroon-800"
        />
        <label htmlFor={id("isActive")} className="text-sm font-medium">
          Shown in the shop
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryAction} disabled={saving}>
          {saving ? "Saving..." : faq ? "Save FAQ" : "Add FAQ"}
        </button>
        {cancelHref && (
          <Link to={cancelHref} className={secondaryAction}>
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}
