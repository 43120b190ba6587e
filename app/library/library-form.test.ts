import { describe, expect, it } from "vitest";
import { LIBRARY_CONTRIBUTORS } from "~/content/library-contributors";
import { siteConfig } from "~/content/site-config";
import { LIBRARY_ACCESS_LEVELS, LIBRARY_LEVELS, LIBRARY_TYPES } from "~/library/library-catalogue";
import { IMAGE_LINK_HTTPS_MESSAGE } from "~/platform/web-link";
import { FIELD_MESSAGES } from "~/platform";
import {
  categoriesFor,
  deleteLibraryItemFailedText,
  emptyLibraryForm,
  isCategoryEnabled,
  LIBRARY_MESSAGES,
  libraryFormFromItem,
  libraryItemFormCheck,
  parseTags,
} from "./library-form";

const checkLibraryItemForm = libraryItemFormCheck(LIBRARY_CONTRIBUTORS);

const valid = {
  id: "",
  publication_type: "Book",
  category: "Python Programming",
  title: "Python Crash Course",
  author_team: "Eric Matthes",
  level: "Beginner",
  pages: "544",
  file_size_mb: "12.5",
  rating: "4.6",
  url: "https://nostarch.com/python-crash-course-3rd-edition",
  publication_date: "2023",
  license_source: "No Starch Press",
  tags: " Python, , basics ,projects,",
  contributor: "External",
  verified: "on",
  access: "Anyone",
  thumbnail_url: "",
  github_repo: "",
  demo_url: "",
  notes: "",
};

describe("library form (spec 3 §5)", () => {
  it("accepts an item: numbers parsed, tags split and trimmed, empty optionals null", () => {
    expect(checkLibraryItemForm(valid)).toEqual({
      ok: true,
      value: {
        id: null,
        publicationType: "Book",
        category: "Python Programming",
        title: "Python Crash Course",
        authorTeam: "Eric Matthes",
        level: "Beginner",
        pages: 544,
        fileSizeMb: "12.5",
        rating: "4.6",
        url: valid.url,
        publicationDate: "2023",
        licenseSource: "No Starch Press",
        tags: ["Python", "basics", "projects"],
        contributor: "External",
        verified: true,
        access: "Anyone",
        thumbnailUrl: null,
        githubRepo: null,
        demoUrl: null,
        notes: null,
      },
    });
  });

  it("stores empty numeric fields as null", () => {
    const result = checkLibraryItemForm({ ...valid, pages: "", file_size_mb: " ", rating: "" });
    expect(result).toMatchObject({ ok: true, value: { pages: null, fileSizeMb: null, rating: null } });
  });

  it.each([
    "publication_type",
    "title",
    "author_team",
    "level",
    "url",
    "publication_date",
    "license_source",
    "contributor",
    "access",
  ])("requires %s", (field) => {
    expect(checkLibraryItemForm({ ...valid, [field]: "" })).toEqual({ ok: false, message: FIELD_MESSAGES.required });
  });

  it.each(["not a url", "javascript:alert(1)", "/relative/path"])("needs a valid URL: 'Please enter a valid URL' (%s)", (url) => {
    expect(checkLibraryItemForm({ ...valid, url })).toEqual({ ok: false, message: "Please enter a valid URL" });
    expect(checkLibraryItemForm({ ...valid, demo_url: url })).toEqual({ ok: false, message: "Please enter a valid URL" });
  });

  it.each(["0", "0.1", "2.5", "5", "5.0"])("accepts rating %s (0-5, steps of 0.1)", (rating) => {
    expect(checkLibraryItemForm({ ...valid, rating }).ok).toBe(true);
  });

  it.each(["-0.1", "5.1", "4.55", "abc", "10"])("refuses rating %s", (rating) => {
    expect(checkLibraryItemForm({ ...valid, rating })).toEqual({ ok: false, message: LIBRARY_MESSAGES.invalidRating });
  });

  it("refuses pages and sizes that are not numbers", () => {
    expect(checkLibraryItemForm({ ...valid, pages: "12.5" })).toEqual({ ok: false, message: LIBRARY_MESSAGES.invalidPages });
    expect(checkLibraryItemForm({ ...valid, pages: "many" })).toEqual({ ok: false, message: LIBRARY_MESSAGES.invalidPages });
    expect(checkLibraryItemForm({ ...valid, file_size_mb: "1.234" })).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.invalidFileSize,
    });
  });

  it("takes YYYY-MM-DD or YYYY as the publication date", () => {
    expect(checkLibraryItemForm({ ...valid, publication_date: "2024-02-29" }).ok).toBe(true);
    expect(checkLibraryItemForm({ ...valid, publication_date: "March 2024" })).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.invalidPublicationDate,
    });
  });

  it("checks the category against the type's categories; Newsletter has none", () => {
    expect(checkLibraryItemForm({ ...valid, category: "Case Study" })).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.unknownCategory,
    });
    expect(checkLibraryItemForm({ ...valid, publication_type: "Article", category: "Case Study" }).ok).toBe(true);
    expect(checkLibraryItemForm({ ...valid, publication_type: "Newsletter", category: "" })).toMatchObject({
      ok: true,
      value: { category: null },
    });
    expect(checkLibraryItemForm({ ...valid, publication_type: "Newsletter", category: "Python" })).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.unknownCategory,
    });
    expect(checkLibraryItemForm({ ...valid, category: "" })).toMatchObject({ ok: true, value: { category: null } });
  });

  it("disables the category until a type with categories is chosen", () => {
    expect(isCategoryEnabled("")).toBe(false);
    expect(isCategoryEnabled("Newsletter")).toBe(false);
    expect(isCategoryEnabled("GitHub")).toBe(true);
    expect(categoriesFor("Project")).toEqual([
      "Class Projects",
      "Capstone Projects",
      "Industry Collaboration Projects",
      "Hackathon Projects",
      "Student Research",
    ]);
    expect(categoriesFor("Datasets & Cheatsheets")).toEqual(["Cheatsheet", "Template", "Syllabus", "Dataset"]);
    expect(categoriesFor("GitHub")).toEqual([
      "Python",
      "BI / Dashboard",
      "MLOps / Deployment",
      "Automation / RPA",
      "Web / App",
      "Demo / Live Project",
    ]);
    expect(categoriesFor("Book")).toHaveLength(8);
    expect(categoriesFor("Article")).toHaveLength(10);
  });

  it("parses tags: comma-separated, trimmed, empties dropped", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" a ,b,, ,c ")).toEqual(["a", "b", "c"]);
  });

  it("refuses values outside the lists", () => {
    expect(checkLibraryItemForm({ ...valid, publication_type: "Video" })).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.unknownType,
    });
    expect(checkLibraryItemForm({ ...valid, level: "Expert" })).toEqual({ ok: false, message: LIBRARY_MESSAGES.unknownLevel });
    expect(checkLibraryItemForm({ ...valid, access: "Everyone" })).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.unknownAccess,
    });
    expect(checkLibraryItemForm({ ...valid, contributor: "Me" })).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.unknownContributor,
    });
  });

  it("has the lists of spec 3 §9", () => {
    expect(LIBRARY_TYPES).toEqual(["Book", "Article", "Project", "GitHub", "Newsletter", "Datasets & Cheatsheets"]);
    expect(LIBRARY_LEVELS).toEqual(["Beginner", "Intermediate", "Advanced", "Non-tech", "Manager"]);
    expect(LIBRARY_CONTRIBUTORS).toEqual([siteConfig.instructorName, "Student", "External"]);
    expect(LIBRARY_ACCESS_LEVELS).toEqual(["Anyone", "Signed Up User", "Enrolled Student", "Private"]);
    expect(emptyLibraryForm()).toMatchObject({ access: "Anyone", verified: true, category: "" });
  });

  it("round-trips a saved item through the edit form", () => {
    const saved = {
      id: "5f0c3a52-64c4-4c51-9a52-1f3c2c4b1d11",
      publicationType: "GitHub",
      category: "Python",
      title: "t",
      authorTeam: "a",
      level: "Advanced",
      pages: null,
      fileSizeMb: "2.50",
      rating: "4.0",
      url: "https://github.com/x/y",
      publicationDate: "2025-01-10",
      licenseSource: "MIT",
      tags: ["x", "y"],
      contributor: "Student",
      verified: false,
      access: "Private",
      thumbnailUrl: null,
      githubRepo: "https://github.com/x/y",
      demoUrl: null,
      notes: "n",
    };
    const form = libraryFormFromItem(saved);
    expect(form).toMatchObject({ file_size_mb: "2.5", rating: "4.0", tags: "x, y", pages: "" });
    const { verified, ...rest } = form;
    expect(checkLibraryItemForm({ ...rest, ...(verified ? { verified: "on" } : {}) })).toEqual({
      ok: true,
      value: { ...saved, fileSizeMb: "2.5" },
    });
  });

  it("has the spec's texts", () => {
    expect(LIBRARY_MESSAGES.confirmDelete).toBe("Are you sure you want to delete this library item?");
    expect(LIBRARY_MESSAGES.created).toBe("Library item created successfully!");
    expect(LIBRARY_MESSAGES.updated).toBe("Library item updated successfully!");
    expect(LIBRARY_MESSAGES.deleted).toBe("Library item deleted successfully!");
    expect(deleteLibraryItemFailedText("gone")).toBe("Failed to delete item: gone");
    expect(deleteLibraryItemFailedText(null)).toBe("Failed to delete library item");
  });
});

describe("a library item whose choices have left the lists", () => {
  const stored = {
    publicationType: "Book",
    category: "Big Data with Hadoop",
    level: "Expert",
    contributor: "Guest Author",
    access: "Members Only",
  };
  const retired = {
    ...valid,
    id: "0b0e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
    category: "Big Data with Hadoop",
    level: "Expert",
    contributor: "Guest Author",
    access: "Members Only",
  };

  it("keeps its own level, category, contributor and access when edited", () => {
    expect(checkLibraryItemForm(retired, stored)).toMatchObject({
      ok: true,
      value: { category: "Big Data with Hadoop", level: "Expert", contributor: "Guest Author", access: "Members Only" },
    });
  });

  it("gives them to no other item, and the old category to no other type", () => {
    expect(checkLibraryItemForm(retired)).toMatchObject({ ok: false });
    expect(checkLibraryItemForm({ ...retired, level: "Beginner", contributor: "External", access: "Anyone" }, null)).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.unknownCategory,
    });
    expect(checkLibraryItemForm({ ...retired, publication_type: "Article" }, stored)).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.unknownCategory,
    });
    expect(checkLibraryItemForm({ ...retired, level: "Guru" }, stored)).toEqual({
      ok: false,
      message: LIBRARY_MESSAGES.unknownLevel,
    });
  });
});

describe("a library item's thumbnail", () => {
  it("is taken on https only, saying so, since the library page cannot show pictures from http", () => {
    expect(checkLibraryItemForm({ ...valid, thumbnail_url: "http://images.example/cover.jpg" })).toEqual({
      ok: false,
      message: IMAGE_LINK_HTTPS_MESSAGE,
    });
    expect(checkLibraryItemForm({ ...valid, thumbnail_url: "https://images.example/cover.jpg" })).toMatchObject({
      ok: true,
      value: { thumbnailUrl: "https://images.example/cover.jpg" },
    });
  });
});
