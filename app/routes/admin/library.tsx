import { ExternalLink } from "lucide-react";
import { LIBRARY_CONTRIBUTORS } from "~/content/library-contributors";
import { formatIndiaDateTime } from "~/platform";
import {
  categoriesFor,
  deleteLibraryItemFailedText,
  emptyLibraryForm,
  isCategoryEnabled,
  isLibraryType,
  LIBRARY_ACCESS_LEVELS,
  LIBRARY_LEVELS,
  LIBRARY_MESSAGES,
  LIBRARY_TYPES,
  libraryFormFromItem,
  type LibraryFormValues,
  libraryItemFormCheck,
} from "~/library";
import { readLibraryItemChoices } from "~/staff/index.server";
import { deleteLibraryItem, type LibraryItemRow, listLibraryItems, saveLibraryItem } from "~/library/index.server";
import { db } from "~/platform/index.server";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/ui/forms/field";
import { asOptions, withCurrent } from "~/ui/forms/options";
import { SubmitButton } from "~/ui/forms/form-controls";
import { answerAdminDelete, answerAdminSave, createdOrUpdated, readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/library";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminFormPanel, ResetButton } from "~/ui/admin/admin-form";
import { AdminPage, AdminPanel, AdminTable, smallButtonClass, tdClass } from "~/ui/admin/admin-page";
import { AdminSearch } from "~/ui/admin/admin-search";
import { pageFrom, Pagination } from "~/ui/admin/pagination";
import { DeleteRowButton, useRowRemover } from "~/ui/admin/row-remover";
import { AdminStatus } from "~/ui/admin/status-message";
import { useAdminForm } from "~/ui/admin/use-admin-form";

export const meta = () => adminMeta("Manage Library Content");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, async (url) => {
    const search = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
    const requestedType = url.searchParams.get("type") ?? "";
    const type = isLibraryType(requestedType) ? requestedType : "";
    const result = await listLibraryItems(await db(), { search, type, page: pageFrom(url) });
    return { search, type, ...result };
  });
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request);
  if (form.intent === "delete") {
    return answerAdminDelete({
      id: form.id,
      remove: (id) => deleteLibraryItem(database, { actor: admin, id }),
      messages: LIBRARY_MESSAGES,
      failedText: deleteLibraryItemFailedText,
      context: "library item",
    });
  }
  return answerAdminSave({
    checked: checkLibraryItemForm(form, await readLibraryItemChoices(database, form.id)),
    save: (item) => saveLibraryItem(database, { actor: admin, item }),
    successMessage: createdOrUpdated(LIBRARY_MESSAGES),
    notFoundMessage: LIBRARY_MESSAGES.notFound,
    context: "library item",
  });
}

export default function AdminLibrary({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <LibraryScreen {...loaderData} />;
}

const typeOptions = asOptions(LIBRARY_TYPES);
const levelOptions = asOptions(LIBRARY_LEVELS);
const contributorOptions = asOptions(LIBRARY_CONTRIBUTORS);
const checkLibraryItemForm = libraryItemFormCheck(LIBRARY_CONTRIBUTORS);
const accessOptions = asOptions(LIBRARY_ACCESS_LEVELS);

/** A saved value outside today's lists stays visible (and selected) while its item is edited. */
function LibraryScreen({
  items,
  search,
  type,
  page,
  pageCount,
  total,
}: {
  items: LibraryItemRow[];
  search: string;
  type: string;
  page: number;
  pageCount: number;
  total: number;
}) {
  const form = useAdminForm<LibraryFormValues>({
    empty: emptyLibraryForm,
    check: (values, edited) =>
      checkLibraryItemForm(
        values,
        edited && {
          publicationType: edited.publication_type,
          category: edited.category || null,
          level: edited.level,
          contributor: edited.contributor,
          access: edited.access,
        },
      ),
  });
  const { remover, status: deleteStatus } = useRowRemover();
  const { values, field } = form;
  const editing = values.id !== "";
  const categoryEnabled = isCategoryEnabled(values.publication_type);

  return (
    <AdminPage
      title="Manage Library Content"
      intro="Add books, articles, projects, repositories, newsletters, datasets and cheatsheets."
    >
      <div className="space-y-6">
        <AdminFormPanel form={form} title={editing ? "Edit Library Item" : "Add Library Item"} id="library-form">
          <input type="hidden" name="id" value={values.id} />
          <input type="hidden" name="intent" value="save" />
          <div className="grid gap-4 md:grid-cols-3">
            <SelectField
              label="Type"
              required
              placeholder="Select a type"
              options={withCurrent(typeOptions, values.publication_type)}
              name="publication_type"
              value={values.publication_type}
              onChange={(event) => {
                form.set("publication_type", event.target.value);
                // A category belongs to one type: changing the type clears it.
                form.set("category", "");
              }}
            />
            <SelectField
              label="Category"
              placeholder={
                categoryEnabled
                  ? "Select a category"
                  : values.publication_type
                    ? "No categories for this type"
                    : "Choose a type first"
              }
              options={withCurrent(asOptions(categoriesFor(values.publication_type)), values.category)}
              disabled={!categoryEnabled}
              {...field("category")}
            />
            <SelectField
              label="Level"
              required
              placeholder="Select a level"
              options={withCurrent(levelOptions, values.level)}
              {...field("level")}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Title" required {...field("title")} />
            <TextField label="Author / Team" required {...field("author_team")} />
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            <TextField label="Pages" type="number" inputMode="numeric" min={0} step={1} {...field("pages")} />
            <TextField label="File Size (MB)" type="number" inputMode="decimal" min={0} step={0.01} {...field("file_size_mb")} />
            <TextField label="Rating (0-5)" type="number" inputMode="decimal" min={0} max={5} step={0.1} {...field("rating")} />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="URL" type="url" required placeholder="https://..." {...field("url")} />
            <TextField label="Publication Date" required placeholder="YYYY-MM-DD or YYYY" {...field("publication_date")} />
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            <TextField label="License / Source" required {...field("license_source")} />
            <SelectField
              label="Contributor"
              required
              placeholder="Select a contributor"
              options={withCurrent(contributorOptions, values.contributor)}
              {...field("contributor")}
            />
            <SelectField label="Access" required options={withCurrent(accessOptions, values.access)} {...field("access")} />
          </div>
          <TextField label="Tags" placeholder="LLM, Python, Agents" hint="Separate tags with commas." {...field("tags")} />
          <div className="grid gap-4 md:grid-cols-3">
            <TextField
              label="Thumbnail URL"
              type="url"
              placeholder="https://..."
              hint="An https:// link to the cover image."
              {...field("thumbnail_url")}
            />
            <TextField label="GitHub Repository" type="url" placeholder="https://github.com/..." {...field("github_repo")} />
            <TextField label="Demo URL" type="url" placeholder="https://..." {...field("demo_url")} />
          </div>
          <TextAreaField label="Notes (admin only)" rows={2} {...field("notes")} />
          <CheckboxField label="Verified" {...form.checkbox("verified")} />
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <ResetButton onClick={form.reset}>{editing ? "Cancel Edit" : "Clear Form"}</ResetButton>
            <div className="sm:w-56">
              <SubmitButton busy={form.busy} busyLabel="Saving...">
                {editing ? "Update Item" : "Add Item"}
              </SubmitButton>
            </div>
          </div>
        </AdminFormPanel>

        <AdminPanel title="Library Items" id="library-list">
          <AdminSearch
            id="library-search"
            label="Search library items"
            defaultValue={search}
            placeholder="Search title, author, category or tags"
          >
            <SelectField
              label="Filter by type"
              labelHidden
              id="library-type-filter"
              name="type"
              defaultValue={type}
              compact
              placeholder="All Types"
              options={asOptions(LIBRARY_TYPES)}
            />
          </AdminSearch>
          <div className="mb-4">
            <AdminStatus status={deleteStatus} />
          </div>
          {items.length === 0 ? (
            <p className="text-gray-700">No library items found</p>
          ) : (
            <AdminTable
              label="Library items table"
              headings={["Title", "Type / Category", "Level", "Access", "Tags", "Updated", "Actions"]}
            >
              {items.map((item) => (
                <tr key={item.id}>
                  <td className={tdClass}>
                    <span className="block font-medium text-gray-900">{item.title}</span>
                    <span className="block text-gray-700">{item.authorTeam}</span>
                  </td>
                  <td className={tdClass}>
                    {item.publicationType}
                    {item.category ? <span className="block text-gray-700">{item.category}</span> : null}
                  </td>
                  <td className={tdClass}>{item.level}</td>
                  <td className={tdClass}>{item.access}</td>
                  <td className={tdClass}>{item.tags.join(", ")}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(item.updateDate)}</td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-2">
                      <a href={item.url} target="_blank" rel="noopener noreferrer" className={smallButtonClass}>
                        View
                        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                        <span className="sr-only">{item.title} (opens in a new tab)</span>
                      </a>
                      <button type="button" className={smallButtonClass} onClick={() => form.edit(libraryFormFromItem(item))}>
                        Edit<span className="sr-only"> {item.title}</span>
                      </button>
                      <DeleteRowButton remover={remover} id={item.id} confirmText={LIBRARY_MESSAGES.confirmDelete}>
                        Delete<span className="sr-only"> {item.title}</span>
                      </DeleteRowButton>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
          <Pagination page={page} pageCount={pageCount} total={total} label="Library items" />
        </AdminPanel>
      </div>
    </AdminPage>
  );
}
