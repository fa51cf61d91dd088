import { useEffect, useState } from "react";
import { Link } from "../../link";
import { sizedImage } from "../../../../lib/images";
import { Card } from "../form-fields";
import { primaryAction } from "../page-header";
import { suggestionsOf, type SuggestedField } from "./ai-fields";
import { useAiProgress } from "./ai-progress";
import { AI_PANEL_MESSAGES, checkAiImage, fetchAiStatus, requestAiDetails } from "./ai-request";
import { AiSuggestions } from "./ai-suggestions";
import type { AiMetadata } from "./ai-types";
import type { CategoryOption, ProductFormState } from "./types";

interface Props {
  productId: string | null;
  values: ProductFormState;
  categories: CategoryOption[];
  /** Fills a form field; the product is saved only with the form. */
  accept: (field: SuggestedField, value: string) => void;
}

type Photo = { kind: "image"; url: string } | { kind: "file"; file: File };

// The photo controls sit inside the product form but are not part of it: this id names no form.
const DETACHED = "ai-photo-choice";

/** "Generate details from photo": the AI reads a product photo and suggests the form's fields. */
export function AiDetailsPanel({ productId, values, categories, accept }: Props) {
  const [configured, setConfigured] = useState<boolean | null>(null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [loading, setLoading] = useState(false);
  const [started, setStarted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ details: AiMetadata; shopCategoryId: string | null } | null>(null);
  const { progress, start, finish } = useAiProgress();

  // Whether a key is configured is the server's to say; asked once the form is interactive.
  useEffect(() => {
    let live = true;
    void fetchAiStatus().then((ok) => live && setConfigured(ok));
    return () => {
      live = false;
    };
  }, []);

  const images = values.images;
  const chosen: Photo | null =
    photo && (photo.kind === "file" || images.some((i) => i.url === photo.url))
      ? photo
      : images[0]
        ? { kind: "image", url: images[0].url }
        : null;

  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkAiImage(file);
    setError(problem);
    if (!problem) setPhoto({ kind: "file", file });
  };

  const generate = async () => {
    if (!chosen || loading) return;
    setLoading(true);
    setError(null);
    setResult(null);
    setStarted(true);
    start();
    const answer = await requestAiDetails({
      image: chosen.kind === "file" ? chosen.file : chosen.url,
      productId,
      productName: values.name,
    });
    setLoading(false);
    finish(answer.ok);
    if (answer.ok) setResult({ details: answer.details, shopCategoryId: answer.shopCategoryId });
    else setError(answer.error || AI_PANEL_MESSAGES.failed);
  };

  return (
    <Card title="Generate details from photo" id="ai-details">
      {configured === null && <p className="text-sm text-stone-600">Checking the AI settings...</p>}
      {configured === false && (
        <p className="text-sm text-stone-700">
          To fill in a product's details from a photo, the shop needs a Google Gemini API key. An admin can
          add it as <strong>gemini_api_key</strong> in{" "}
          <Link to="/admin/settings" className="font-medium underline">
            Admin Settings
          </Link>
          , or set <code>GEMINI_API_KEY</code> in the server's environment.
        </p>
      )}
      {configured && (
        <>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Photo to describe</legend>
            {images.length > 0 && (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                {images.map((image, i) => (
                  <li key={image.url}>
                    <label className="flex flex-col items-center gap-1 rounded-lg border border-stone-200 p-2 text-xs has-[:checked]:border-maroon-800 has-[:checked]:ring-1 has-[:checked]:ring-maroon-800">
                      <img
                        src={image.thumbnailUrl ?? sizedImage(image.url, 160)}
                        alt=""
                        width={64}
                        height={64}
                        className="h-16 w-16 rounded bg-stone-100 object-cover"
                      />
                      <span className="flex items-center gap-1">
                        <input
                          type="radio"
                          form={DETACHED}
                          name="ai_photo"
                          checked={chosen?.kind === "image" && chosen.url === image.url}
                          onChange={() => setPhoto({ kind: "image", url: image.url })}
                        />
                        Image {i + 1}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <div>
              <label htmlFor="ai-photo-file" className="block text-sm">
                {images.length > 0 ? "Or upload a photo" : "Upload a photo"}
              </label>
              <input
                id="ai-photo-file"
                type="file"
                form={DETACHED}
                accept="image/jpeg,image/png,image/webp"
                aria-describedby="ai-photo-hint"
                className="mt-1 block w-full text-sm"
                onChange={(event) => chooseFile(event.target.files?.[0])}
              />
              {chosen?.kind === "file" && (
                <p className="mt-1 text-xs text-stone-700">Using {chosen.file.name}.</p>
              )}
              <p id="ai-photo-hint" className="mt-1 text-xs text-stone-600">
                JPEG, PNG or WebP, at most 4 MB. The photo is only read, not added to the product.
              </p>
            </div>
          </fieldset>
          <button
            type="button"
            className={primaryAction}
            disabled={!chosen || loading}
            onClick={() => void generate()}
          >
            {loading ? "Generating..." : "Generate details from photo"}
          </button>
          {started && (
            <div
              role="progressbar"
              aria-label="Generating details"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-maroon-800 transition-all" style={{ width: `${progress}%` }} />
            </div>
          )}
          {/* Always present, so screen readers hear the start and the end of a generation. */}
          <p role="status" className="text-xs text-stone-600">
            {loading
              ? `Generating details... ${progress}%`
              : result
                ? `Details ready: ${suggestionsOf(result.details, result.shopCategoryId, categories).length} suggestions below.`
                : ""}
          </p>
          <div role="alert" className="text-sm text-red-700">
            {error}
          </div>
          {result && (
            <AiSuggestions
              details={result.details}
              suggestions={suggestionsOf(result.details, result.shopCategoryId, categories)}
              values={values}
              categories={categories}
              accept={accept}
            />
          )}
        </>
      )}
    </Card>
  );
}
