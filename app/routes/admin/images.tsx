import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { formText } from "../../../lib/form-errors";
import { IMAGE_PURPOSES, LIBRARY_PAGE_SIZE } from "../../../lib/image-library";
import { requireStaff } from "../../../server/http/guards";
import { AppError } from "../../../server/errors";
import { log } from "../../../server/log";
import { findCatalogImageUsage, listProductImageUrls } from "../../../server/modules/catalog/service";
import { findBlogImageUsage } from "../../../server/modules/blog/service";
import { findContentImageUsage } from "../../../server/modules/content/service";
import { findSettingsImageUsage } from "../../../server/modules/settings/service";
import {
  deleteLibraryImage,
  libraryStats,
  listLibraryImages,
  migrateProductImages,
  updateLibraryImage,
} from "../../../server/modules/media/service";
import { ImageLibraryPage } from "../../components/admin/images/image-library-page";
import type { ImagesActionData, LibraryImageView } from "../../components/admin/images/types";
import type { Route } from "./+types/images";

export const meta = () => [{ title: "Image library | Divine Threads Admin" }];
export const handle = {
  crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Image library" }],
};

/** Spec section 8 (image library): what the admin sees when something unexpected fails. */
export const IMAGES_FAILED = {
  fetch: "Failed to fetch images",
  update: "Failed to update image",
  delete: "Failed to delete image",
  migrate: "Product images could not be added to the library. Please try again.",
} as const;
/** Migration errors sent to the page; the count says how many there were in all. */
const MAX_ERRORS_SHOWN = 100;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "catalogue");
  const params = new URL(request.url).searchParams;
  // Whatever the address says is only ever compared with stored values; NUL cannot reach the database.
  const param = (name: string, max: number) =>
    (params.get(name) ?? "").replace(/\0/g, "").trim().slice(0, max);
  const filters = { q: param("q", 100), purpose: param("purpose", 30), tag: param("tag", 40) };
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const [result, stats] = await Promise.all([
    listLibraryImages({ ...filters, page: Number.isFinite(page) ? page : 1 }),
    libraryStats(),
  ]);
  const images: LibraryImageView[] = result.images.map((image) => ({
    id: image.id,
    publicUrl: image.publicUrl,
    thumbnailUrl: image.thumbnailUrl,
    altText: image.altText,
    originalName: image.originalName,
    width: image.width,
    height: image.height,
    fileSize: image.fileSize,
    mimeType: image.mimeType,
    purpose: image.purpose,
    tags: image.tags,
    createdAt: image.createdAt.toISOString(),
  }));
  const purposes = [...new Set([...IMAGE_PURPOSES, ...stats.byPurpose.map((p) => p.purpose)])];
  return {
    images,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    stats,
    filters,
    purposes,
  };
}

/** Where an image is shown: products and categories, banners and page sections, blog posts, shop settings. */
const findImageUses = async (urls: string[]) =>
  (
    await Promise.all([
      findCatalogImageUsage(urls),
      findContentImageUsage(urls),
      findBlogImageUsage(urls),
      findSettingsImageUsage(urls),
    ])
  ).flat();

const reply = (body: ImagesActionData, status = 200) => data(body, { status });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "catalogue");
  const actor = { id: user.id, email: user.email };
  const form = await request.formData().catch(() => new FormData());
  const intent = formText(form.get("intent"));
  const id = formText(form.get("id"));
  try {
    if (intent === "update") {
      await updateLibraryImage(actor, id, {
        altText: formText(form.get("altText")),
        tags: formText(form.get("tags")),
        purpose: formText(form.get("purpose")),
      });
      return reply({ intent, ok: true, message: "Image saved" });
    }
    if (intent === "delete") {
      await deleteLibraryImage(actor, id, findImageUses);
      return reply({ intent, ok: true, message: "Image deleted" });
    }
    if (intent === "migrate") {
      const refs = await listProductImageUrls();
      const result = await migrateProductImages(actor, refs);
      const names = new Map(refs.map((ref) => [ref.productId, ref.productName]));
      const errors = result.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => ({
        productName: names.get(e.productId) ?? e.productId,
        url: e.url,
        message: e.message,
      }));
      return reply({ intent, ok: true, migrated: result.migrated, errorCount: result.errors.length, errors });
    }
    return reply({ error: "Choose what to do with the image: save, delete or migrate." }, 400);
  } catch (error) {
    if (error instanceof AppError) {
      const status = error.code === "NOT_FOUND" ? 404 : error.code === "CONFLICT" ? 409 : 400;
      return reply({ intent, error: error.message, fieldErrors: error.fieldErrors }, status);
    }
    log.error(`image library ${intent} failed`, error);
    const message =
      intent === "update"
        ? IMAGES_FAILED.update
        : intent === "delete"
          ? IMAGES_FAILED.delete
          : IMAGES_FAILED.migrate;
    return reply({ intent, error: message }, 500);
  }
}

export default function ImageLibrary({ loaderData }: Route.ComponentProps) {
  return <ImageLibraryPage {...loaderData} pageSize={LIBRARY_PAGE_SIZE} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
      {forbidden ? (error.data as { message?: string })?.message : IMAGES_FAILED.fetch}
    </p>
  );
}
