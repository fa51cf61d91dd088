import { useCallback, useState } from "react";
import { Form } from "react-router";
import { Link } from "../../link";
import { EmptyState } from "../empty-state";
import { PageHeader, secondaryAction } from "../page-header";
import { listHref, Pagination } from "../pagination";
import { SearchBox } from "../search-box";
import { ImageDetailsDialog } from "./image-details-dialog";
import { ImageGrid } from "./image-grid";
import { LibraryStats } from "./library-stats";
import { MigrateButton, MigrateResult } from "./migrate-images";
import type { LibraryImageView, LibraryStatsView } from "./types";
import { UploadPanel } from "./upload-panel";

interface Props {
  images: LibraryImageView[];
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  stats: LibraryStatsView;
  filters: { q: string; purpose: string; tag: string };
  purposes: string[];
}

const PATH = "/admin/images";

export function ImageLibraryPage({
  images,
  page,
  pageCount,
  total,
  pageSize,
  stats,
  filters,
  purposes,
}: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = images.find((image) => image.id === selectedId) ?? null;
  const close = useCallback(() => setSelectedId(null), []);
  const filtered = Boolean(filters.q || filters.purpose || filters.tag);
  return (
    <div className="space-y-4">
      <PageHeader
        title="Image library"
        description="Photos for products, categories and banners, compressed once and ready to pick from any form."
        actions={<MigrateButton />}
      />
      <MigrateResult />
      <LibraryStats stats={stats} />
      <UploadPanel purposes={purposes} />

      <Form method="get" action={PATH} role="search" className="flex flex-wrap items-end gap-2">
        <SearchBox
          label="Search images by name, alt text or tag"
          placeholder="Search by name or tag"
          defaultValue={filters.q}
          className="min-w-0 flex-1 basis-56"
        />
        <label className="text-sm font-medium">
          <span className="sr-only">Purpose</span>
          <select
            name="purpose"
            defaultValue={filters.purpose}
            aria-label="Purpose"
            className="rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            <option value="">All purposes</option>
            {purposes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
        <button type="submit" className={secondaryAction}>
          Search
        </button>
        {filtered && (
          <Link to={PATH} className="px-2 py-2 text-sm underline">
            Clear
          </Link>
        )}
      </Form>
      {filters.tag && (
        <p className="text-sm">
          Tag: <span className="font-medium">{filters.tag}</span>{" "}
          <Link to={listHref(PATH, { q: filters.q, purpose: filters.purpose })} className="underline">
            Show all tags
          </Link>
        </p>
      )}

      {images.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No images match"
            body="Try other words, or clear the search to see the whole library."
            action={
              <Link to={PATH} className={secondaryAction}>
                Clear search
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No images yet"
            body="Upload photos here once and pick them in product, category and banner forms. Product images already in use can be added with Migrate product images."
          />
        )
      ) : (
        <>
          <ImageGrid images={images} onSelect={setSelectedId} />
          <Pagination
            page={page}
            pageCount={pageCount}
            total={total}
            pageSize={pageSize}
            hrefFor={(p) => listHref(PATH, filters, p)}
          />
        </>
      )}
      <ImageDetailsDialog image={selected} purposes={purposes} onClose={close} />
    </div>
  );
}
