import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { BLOG_CATEGORY_CHOICES } from "../../../../lib/blog-category-form";
import { parseBlogPostForm, slugFromTitle } from "../../../../lib/blog-post-form";
import { POST_LIMITS, type BlogPostFormRaw } from "../../../../lib/blog-post-form-fields";
import { readingTimeMinutes, slugify } from "../../../../lib/text";
import { useDraft } from "../form-draft";
import { Card, SelectField, TextArea, TextField } from "../form-fields";
import { SaveBar, useLeaveWarning } from "../save-bar";
import { ContentField } from "./content-field";
import { LibraryImageField } from "./library-image-field";
import type { CategoryChoice } from "./post-filters";
import { PublishingCard } from "./publishing-card";

export const POST_FORM_ID = "blog-post-form";

interface Props {
  /** The saved post's id and version; null for a new post. */
  saved: { id: string; version: string } | null;
  initial: BlogPostFormRaw;
  categories: CategoryChoice[];
  /** Only the blog's first categories are offered. */
  moreCategories?: boolean;
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
  /** Side-column blocks the page adds (views). */
  aside?: React.ReactNode;
}

const same = (a: BlogPostFormRaw, b: BlogPostFormRaw) => JSON.stringify(a) === JSON.stringify(b);
const minutes = (n: number) => `About ${n} ${n === 1 ? "minute" : "minutes"} to read`;

/** The blog post form: one schema (lib/blog-post-form.ts) checks it here and again on the server. */
export function PostForm({
  saved,
  initial,
  categories,
  moreCategories = false,
  serverError,
  serverFieldErrors,
  aside,
}: Props) {
  const [values, setValues] = useState<BlogPostFormRaw>(initial);
  // A new post's slug follows its title until the slug is typed; a saved slug stays put.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(saved === null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting" && navigation.formAction === location.pathname;

  const dirty = !same(values, initial);
  useLeaveWarning(dirty);
  const version = saved?.version ?? null;
  const draft = useDraft(`blog-post:${saved?.id ?? "new"}`, { version, values }, dirty);

  // Work kept when the session ended comes back once, unless the post was saved since.
  const [draftSeen, setDraftSeen] = useState(false);
  if (!draftSeen && draft.saved) {
    setDraftSeen(true);
    if (draft.saved.version === version && !same(draft.saved.values, initial)) {
      setValues(draft.saved.values);
      setSlugFollowsTitle(false);
      setRestored(true);
    }
  }

  // Saved (the action redirected to the post's page or the list): the draft has done its job.
  useEffect(() => {
    const submitted = navigation.state === "loading" && navigation.formMethod?.toUpperCase() === "POST";
    if (
      submitted &&
      navigation.formAction === location.pathname &&
      navigation.location.pathname !== location.pathname
    )
      draft.clear();
  }, [navigation, location.pathname, draft]);

  const check = (next: BlogPostFormRaw) => {
    const parsed = parseBlogPostForm(next);
    return parsed.ok ? {} : parsed.fieldErrors;
  };

  const set = <K extends keyof BlogPostFormRaw>(field: K, value: BlogPostFormRaw[K]) => {
    const next = { ...values, [field]: value };
    if (field === "title" && slugFollowsTitle) next.slug = slugFromTitle(String(value), POST_LIMITS.slug);
    if (field === "slug") setSlugFollowsTitle(false);
    setValues(next);
    setTouched(new Set(touched).add(field));
    if (clientErrors) setClientErrors(check(next));
  };

  const discard = () => {
    setValues(initial);
    setClientErrors(null);
    setBanner(null);
    setRestored(false);
    setSlugFollowsTitle(saved === null);
    draft.clear();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors = check(values);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      setClientErrors(errors);
      setBanner("Please correct the fields marked below.");
      window.requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setClientErrors(null);
    setBanner(null);
    setTouched(new Set());
  };

  // The browser's check speaks first; a server message shows until its field is changed.
  const errorOf = (field: string) =>
    clientErrors?.[field] ?? (touched.has(field) ? undefined : serverFieldErrors[field]);
  const text = (field: keyof BlogPostFormRaw) => ({
    name: field,
    value: String(values[field]),
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value as never),
  });
  const counter = (field: "summary" | "seo_title" | "seo_description") => ({
    length: values[field].trim().length,
    max: POST_LIMITS[field === "summary" ? "summary" : field === "seo_title" ? "seoTitle" : "seoDescription"],
  });
  const message = banner ?? (touched.size === 0 ? serverError : null);

  return (
    <Form method="post" id={POST_FORM_ID} ref={formRef} onSubmit={onSubmit} noValidate>
      {version && <input type="hidden" name="version" value={version} />}
      {message && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {message}
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
          <Card title="Post">
            <TextField label="Title" required maxLength={POST_LIMITS.title} {...text("title")} />
            <TextField
              label="Slug"
              maxLength={POST_LIMITS.slug}
              hint={`The post's address: /blog/${values.slug || "..."}. ${
                slugFollowsTitle
                  ? "Made from the title until you change it."
                  : "Leave it empty to make it from the title."
              }`}
              {...text("slug")}
              onBlur={() => values.slug && set("slug", slugify(values.slug))}
            />
            <TextArea
              label="Summary"
              rows={3}
              hint="Shown on the blog's cards; empty shows the start of the text."
              counter={counter("summary")}
              {...text("summary")}
            />
            <ContentField
              value={values.content}
              onChange={(html) => set("content", html)}
              error={errorOf("content")}
              note={values.content ? minutes(readingTimeMinutes(values.content)) : undefined}
            />
          </Card>
          <Card title="Images">
            <LibraryImageField
              name="thumbnail_image_url"
              label="Thumbnail"
              hint="Shown on the blog's cards and the home page."
              value={values.thumbnail_image_url}
              onChange={(url) => set("thumbnail_image_url", url)}
              error={errorOf("thumbnail_image_url")}
            />
            <LibraryImageField
              name="featured_image_url"
              label="Featured image"
              hint="The wide picture at the top of the post; the thumbnail is used when empty."
              value={values.featured_image_url}
              onChange={(url) => set("featured_image_url", url)}
              error={errorOf("featured_image_url")}
            />
          </Card>
          <Card title="Search engines">
            <TextField
              label="SEO title"
              hint="The page's title in search results and browser tabs; empty uses the post's title."
              counter={counter("seo_title")}
              {...text("seo_title")}
            />
            <TextArea
              label="SEO description"
              rows={3}
              hint="The description search results show; empty uses the summary."
              counter={counter("seo_description")}
              {...text("seo_description")}
            />
          </Card>
        </div>
        <div className="space-y-4">
          <PublishingCard values={values} set={set} errorOf={errorOf} />
          <Card title="Organisation">
            <SelectField
              label="Category"
              hint={
                moreCategories
                  ? `The first ${BLOG_CATEGORY_CHOICES} categories in the blog's order. To offer another, move it up in Blog categories.`
                  : undefined
              }
              {...text("category_id")}
            >
              <option value="">No category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.isActive ? "" : " (hidden)"}
                </option>
              ))}
            </SelectField>
            <TextField label="Author" required maxLength={POST_LIMITS.author} {...text("author")} />
            <TextField
              label="Tags"
              hint={`Separated by commas, up to ${POST_LIMITS.tags}, e.g. diwali, silk, kids.`}
              {...text("tags")}
            />
          </Card>
          {aside}
        </div>
      </div>
      <SaveBar dirty={dirty} saving={saving} onDiscard={discard} formId={POST_FORM_ID} />
    </Form>
  );
}
