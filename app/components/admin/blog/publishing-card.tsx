import {
  POST_STATUS_LABELS,
  POST_STATUSES,
  type BlogPostFormRaw,
  type PostStatus,
} from "../../../../lib/blog-post-form-fields";
import { Card, CheckboxField, TextField } from "../form-fields";

const STATUS_HINTS: Record<PostStatus, string> = {
  draft: "Only the back office sees it.",
  published: "On the shop's blog now.",
  scheduled: "Appears on the shop's blog by itself at the time below.",
};

const DATE_LABELS: Record<PostStatus, string> = {
  draft: "Publishing date (optional)",
  published: "Published on",
  scheduled: "Goes live on",
};

const DATE_HINTS: Record<PostStatus, string> = {
  draft: "Kept for when the post is published.",
  published: "India time. Leave empty for the moment you save; a past date backdates the post.",
  scheduled: "India time. The post appears on the shop at this moment.",
};

interface Props {
  values: BlogPostFormRaw;
  set: <K extends keyof BlogPostFormRaw>(field: K, value: BlogPostFormRaw[K]) => void;
  errorOf: (field: string) => string | undefined;
}

/** Draft, published or scheduled, the date that goes with it, and whether the post is featured. */
export function PublishingCard({ values, set, errorOf }: Props) {
  const status = (POST_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as PostStatus)
    : "draft";
  const statusError = errorOf("status");
  return (
    <Card title="Publishing">
      <fieldset aria-describedby={statusError ? "field-status-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">Status</legend>
        <div className="space-y-2">
          {POST_STATUSES.map((option) => (
            <label key={option} className="flex items-start gap-3 text-sm">
              <input
                type="radio"
                name="status"
                value={option}
                checked={status === option}
                onChange={() => set("status", option)}
                className="mt-1 size-4 accent-maroon-800"
              />
              <span>
                <span className="font-medium">{POST_STATUS_LABELS[option]}</span>
                <span className="block text-xs text-stone-600">{STATUS_HINTS[option]}</span>
              </span>
            </label>
          ))}
        </div>
        {statusError && (
          <p id="field-status-error" className="mt-1 text-sm text-red-700">
            {statusError}
          </p>
        )}
      </fieldset>
      <TextField
        type="datetime-local"
        label={DATE_LABELS[status]}
        name="published_date"
        value={values.published_date}
        onChange={(event) => set("published_date", event.target.value)}
        required={status === "scheduled"}
        hint={DATE_HINTS[status]}
        error={errorOf("published_date")}
      />
      <CheckboxField
        label="Featured"
        name="is_featured"
        hint="Flags the post as featured in the back office's list of posts."
        checked={values.is_featured}
        onChange={(checked) => set("is_featured", checked)}
      />
    </Card>
  );
}
