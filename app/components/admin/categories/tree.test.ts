import { describe, expect, it } from "vitest";
import { checkImageFile, fileProblems } from "./form-values";
import { filterRows, flattenTree, parentChoices } from "./tree";

interface Node {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  depth: number;
  isActive: boolean;
  isFeatured: boolean;
  productCount: number;
  children: Node[];
}

const node = (id: string, parentId: string | null, depth: number, children: Node[] = []): Node => ({
  id,
  name: id,
  slug: id.toLowerCase(),
  parentId,
  depth,
  isActive: true,
  isFeatured: false,
  productCount: 0,
  children,
});

const tree = [
  node("Wear", null, 0, [node("Sarees", "Wear", 1, [node("Silk", "Sarees", 2)]), node("Kurtas", "Wear", 1)]),
  node("Gifts", null, 0),
];

describe("the category list's tree", () => {
  it("flattens parents before children, with each row's place among its siblings", () => {
    expect(flattenTree(tree).map((r) => [r.name, r.depth, r.position, r.siblingCount, r.childCount])).toEqual(
      [
        ["Wear", 0, 0, 2, 2],
        ["Sarees", 1, 0, 2, 1],
        ["Silk", 2, 0, 1, 0],
        ["Kurtas", 1, 1, 2, 0],
        ["Gifts", 0, 1, 2, 0],
      ],
    );
  });

  it("never offers a category itself or one of its subcategories as its new parent", () => {
    const rows = flattenTree(tree);
    expect(parentChoices(rows, "Wear").map((c) => c.id)).toEqual(["Gifts"]);
    expect(parentChoices(rows, "Sarees").map((c) => c.label)).toEqual(["Wear", "\u2014 Kurtas", "Gifts"]);
    expect(parentChoices(rows, null)).toHaveLength(5);
  });
});

describe("the browser's quick check of chosen images", () => {
  const file = (type: string, size: number) => ({ type, size }) as File;

  it("uses the spec's messages for type and size", () => {
    expect(checkImageFile(file("image/gif", 10))).toBe("Only JPEG, PNG, and WebP images are allowed");
    expect(checkImageFile(file("image/png", 5 * 1024 * 1024))).toBe("File size must be less than 5MB");
    expect(checkImageFile(file("image/webp", 5 * 1024 * 1024 - 1))).toBeNull();
  });

  it("lets an image, a banner and an icon of just under 5 MB each go in one save", () => {
    const big = file("image/jpeg", 5 * 1024 * 1024 - 1);
    expect(fileProblems({ image: big, bannerImage: big, icon: big })).toEqual({});
    expect(fileProblems({ image: big, icon: file("image/gif", 10) })).toEqual({
      icon: "Only JPEG, PNG, and WebP images are allowed",
    });
  });
});

describe("filtering the list", () => {
  const rows = flattenTree(tree);
  rows[2].isActive = false;

  it("shows matches with the parents above them, marked as context", () => {
    expect(filterRows(rows, "silk", "").map((s) => [s.row.name, s.context])).toEqual([
      ["Wear", true],
      ["Sarees", true],
      ["Silk", false],
    ]);
    expect(filterRows(rows, "", "hidden").map((s) => s.row.name)).toEqual(["Wear", "Sarees", "Silk"]);
    expect(filterRows(rows, "GIFT", "active").map((s) => s.row.name)).toEqual(["Gifts"]);
    expect(filterRows(rows, "", "")).toHaveLength(5);
    expect(filterRows(rows, "nothing", "")).toEqual([]);
  });
});
