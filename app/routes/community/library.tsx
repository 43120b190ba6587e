// The public library (spec 3 §2.8): access tiers decided on the server, filters in the URL.
import {
  BadgeCheck,
  BookOpen,
  Download,
  ExternalLink,
  FolderGit2,
  Globe,
  GraduationCap,
  Lock,
  Search,
  Star,
  type LucideIcon,
  UserPlus,
  Users,
} from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useOptionalUser } from "~/ui/account/use-optional-user";
import { siteConfig } from "~/content/site-config";
import { libraryClaims } from "~/content/stats";
import {
  levelBadgeClasses,
  LIBRARY_CATEGORIES,
  LIBRARY_TYPES,
  libraryDeniedDestination,
  type LibraryType,
  parseLibraryFilters,
  RESTRICTED_CATEGORY_MESSAGE,
  visibleTags,
} from "~/library";
import { pageNumberFrom } from "~/platform";
import { EnrollButton } from "~/payments/ui";
import { getOptionalUser } from "~/accounts/index.server";
import { db } from "~/platform/index.server";
import { type LibraryCard, libraryVisitor, loadLibraryPage } from "~/library/index.server";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { CtaBand } from "~/ui/marketing/cta-band";
import { FigureList } from "~/ui/marketing/figure-list";
import { PageHero } from "~/ui/marketing/page-hero";
import { ReferralOffer } from "~/ui/marketing/referral-offer";
import { ListPagination } from "~/ui/pagination";
import { pageMeta } from "~/ui/seo";
import type { Route } from "./+types/library";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "AI Learning Library",
    description:
      "Books, articles, student projects, GitHub repositories, newsletters, datasets and cheatsheets on AI, Python and data: free to browse, more with a free account.",
    path: "/library",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const database = await db();
  const { searchParams } = new URL(request.url);
  const filters = parseLibraryFilters(searchParams);
  // The visitor's tier (the session, then the student record) is read while the cards are.
  const visitorRead = getOptionalUser(request).then((user) => libraryVisitor(database, user));
  const [visitor, page] = await Promise.all([
    visitorRead,
    loadLibraryPage({ database, visitor: visitorRead, filters, page: pageNumberFrom(searchParams) }),
  ]);
  return { page, filters, visitor };
}

const TYPE_HEADINGS: Record<LibraryType, string> = {
  Book: "Books",
  Article: "Articles",
  Project: "Projects",
  GitHub: "GitHub Repositories",
  Newsletter: "Newsletters",
  "Datasets & Cheatsheets": "Datasets & Cheatsheets",
};

const ACCESS_TIERS = [
  { icon: Globe, title: "Public", text: "Open to everyone: read and download without an account." },
  { icon: UserPlus, title: "Registered Users", text: "Sign up free to download member resources such as playbooks and syllabi." },
  {
    icon: GraduationCap,
    title: "Enrolled Students",
    text: "Class projects, code templates and course companions for our students.",
  },
] as const;

export default function LibraryPage({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  const user = useOptionalUser();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/library";
  const { stats } = page;

  return (
    <main id="main">
      <PageHero
        eyebrow={
          <>
            <BookOpen aria-hidden="true" className="size-4" /> {siteConfig.name} Library
          </>
        }
        title="AI Learning Library"
        subtitle="Curated books, articles, projects, code and cheatsheets to take you from AI user to AI builder. Content comes in three access levels."
        actions={
          <>
            <EnrollButton className={buttonStyles.onDark}>Enroll Now</EnrollButton>
            {user ? null : (
              <Link to="/signup" className={buttonStyles.outlineOnDark}>
                Sign Up Free
              </Link>
            )}
            <Link to="/about" className={buttonStyles.outlineOnDark}>
              About the Instructor
            </Link>
          </>
        }
      >
        {user ? null : <ReferralOffer tone="dark" className="mt-5" />}
        <ul aria-label="Access levels" className="mt-10 grid gap-4 text-left sm:grid-cols-3">
          {ACCESS_TIERS.map((tier) => (
            <li key={tier.title} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
              <p className="flex items-center gap-2 font-semibold text-white">
                <tier.icon aria-hidden="true" className="size-5" /> {tier.title}
              </p>
              <p className="mt-1 text-sm text-indigo-100">{tier.text}</p>
            </li>
          ))}
        </ul>
      </PageHero>

      <section aria-label="Why learn with us" className="bg-brand-50 px-4 py-10">
        <FigureList
          figures={libraryClaims}
          className="mx-auto grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-4"
          itemClassName="rounded-xl bg-white p-4 text-center shadow-sm"
          labelClassName="text-sm text-gray-700"
          valueClassName="text-2xl font-extrabold whitespace-nowrap text-brand-700 sm:text-3xl"
        />
      </section>

      <section aria-labelledby="browse-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="browse-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
          Browse the Library
        </h2>
        <p className="mt-2 text-gray-700">
          {stats.total} resources in all: {stats.booksAndArticles} books and articles, {stats.projectsAndRepos} projects and
          repositories, {stats.freeForEveryone} free for everyone.
        </p>
        <LibraryFiltersForm key={`${filters.search}|${filters.type}|${filters.category}`} filters={filters} />

        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          {page.view === "grouped" ? (
            page.groups.length === 0 ? (
              <NoContentFound />
            ) : (
              page.groups.map((group) => (
                <section key={group.type} aria-labelledby={`type-${slug(group.type)}`} className="mt-12">
                  <h3 id={`type-${slug(group.type)}`} className="border-b border-gray-200 pb-2 text-2xl font-bold text-gray-900">
                    {TYPE_HEADINGS[group.type]}
                  </h3>
                  {group.type === "Newsletter" ? (
                    <>
                      <CardGrid items={group.items} headingLevel={4} />
                      {group.hiddenCount > 0 ? (
                        <MoreLink type={group.type} category="" total={group.items.length + group.hiddenCount} />
                      ) : null}
                    </>
                  ) : (
                    group.categories.map((category) => (
                      <div key={category.category} className="mt-8">
                        <h4 className="text-lg font-semibold text-gray-800">{category.category}</h4>
                        {category.restricted ? (
                          <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                            {RESTRICTED_CATEGORY_MESSAGE}
                          </p>
                        ) : (
                          <>
                            <CardGrid items={category.items} headingLevel={5} />
                            {category.hiddenCount > 0 ? (
                              <MoreLink
                                type={group.type}
                                category={category.category === "Other" ? "" : category.category}
                                total={category.items.length + category.hiddenCount}
                              />
                            ) : null}
                          </>
                        )}
                      </div>
                    ))
                  )}
                </section>
              ))
            )
          ) : page.items.length === 0 ? (
            <NoContentFound />
          ) : (
            <>
              <p className="mt-8 text-sm text-gray-700" role="status">
                {page.total === 1 ? "1 result" : `${page.total} results`}
                {page.pageCount > 1 ? `, showing ${page.firstItem}–${page.lastItem}` : ""}
              </p>
              <CardGrid items={page.items} headingLevel={3} />
              <ListPagination page={page.page} pageCount={page.pageCount} label="Library results" anchor="browse-title" />
            </>
          )}
        </div>
      </section>

      <CtaBand
        title={user ? "Continue Your Learning Journey" : "Unlock More of the Library"}
        text={
          user
            ? "Your classes, recordings and certificates are waiting in your dashboard."
            : "Create a free account to download member resources, and enroll to reach every student project and template."
        }
      >
        {user ? (
          <Link to="/dashboard" className={buttonStyles.onDark}>
            Go to Dashboard
          </Link>
        ) : (
          <Link to="/signup" className={buttonStyles.onDark}>
            Sign Up Free
          </Link>
        )}
      </CtaBand>
    </main>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function LibraryFiltersForm({ filters }: { filters: { search: string; type: string; category: string } }) {
  const submit = useSubmit();
  const categories = filters.type ? LIBRARY_CATEGORIES[filters.type as LibraryType] : [];
  const filtered = filters.search !== "" || filters.type !== "" || filters.category !== "";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Search the library"
      className="mt-6 grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <label htmlFor="library-search" className="block text-sm font-medium text-gray-800">
          Search
        </label>
        <div className="relative mt-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          />
          <input
            id="library-search"
            type="search"
            name="q"
            maxLength={100}
            defaultValue={filters.search}
            placeholder="Title, author, tag or category"
            className="block w-full rounded-lg border border-gray-300 py-2.5 pr-3 pl-9 text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
      </div>
      <div>
        <label htmlFor="library-type" className="block text-sm font-medium text-gray-800">
          Type
        </label>
        <select
          id="library-type"
          name="type"
          defaultValue={filters.type}
          onChange={(event) => {
            // A new type starts with all of its categories.
            const form = event.currentTarget.form!;
            const category = form.elements.namedItem("category") as HTMLSelectElement | null;
            if (category) category.value = "";
            submit(form);
          }}
          className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900"
        >
          <option value="">All Types</option>
          {LIBRARY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="library-category" className="block text-sm font-medium text-gray-800">
          Category
        </label>
        <select
          id="library-category"
          name="category"
          defaultValue={filters.category}
          disabled={categories.length === 0}
          onChange={(event) => submit(event.currentTarget.form!)}
          className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 disabled:bg-gray-100 disabled:text-gray-700"
        >
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary}>
          Search
        </button>
        {filtered ? (
          <Link to="/library" className={buttonStyles.secondary}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function NoContentFound() {
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <Search aria-hidden="true" className="mx-auto size-10 text-gray-500" />
      <p className="mt-3 text-xl font-semibold text-gray-900">No Content Found</p>
      <p className="mt-1 text-gray-700">Try another search term, or choose a different type or category.</p>
    </div>
  );
}

function MoreLink({ type, category, total }: { type: string; category: string; total: number }) {
  const query = new URLSearchParams({ type });
  if (category) query.set("category", category);
  return (
    <p className="mt-3">
      <Link to={`/library?${query}`} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        See all {total} in {category || type}
      </Link>
    </p>
  );
}

function CardGrid({ items, headingLevel }: { items: LibraryCard[]; headingLevel: 3 | 4 | 5 }) {
  return (
    <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <LibraryItemCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function LibraryItemCard({ item, headingLevel }: { item: LibraryCard; headingLevel: 3 | 4 | 5 }) {
  const Heading = `h${headingLevel}` as const;
  const tags = visibleTags(item.tags);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white shadow-sm">
      {item.thumbnailUrl ? (
        <img src={item.thumbnailUrl} alt="" loading="lazy" className="h-40 w-full rounded-t-2xl object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800">{item.publicationType}</span>
          <span className={`rounded-full px-2.5 py-0.5 ${levelBadgeClasses(item.level)}`}>{item.level}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-0.5 text-gray-800">
            {item.access === "Anyone" ? (
              <Globe aria-hidden="true" className="size-3" />
            ) : (
              <Lock aria-hidden="true" className="size-3" />
            )}
            {item.access}
          </span>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold text-gray-900">{item.title}</Heading>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700">
          <Users aria-hidden="true" className="size-4 shrink-0" /> {item.authorTeam}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-gray-700">
          <div>
            <dt className="sr-only">Published</dt>
            <dd>{item.publicationDate}</dd>
          </div>
          {item.rating !== null ? (
            <div>
              <dt className="sr-only">Rating</dt>
              <dd className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" /> {Number(item.rating).toFixed(1)}
              </dd>
            </div>
          ) : null}
          {item.pages !== null ? (
            <div>
              <dt className="sr-only">Pages</dt>
              <dd>{item.pages} pages</dd>
            </div>
          ) : null}
          {item.fileSizeMb !== null ? (
            <div>
              <dt className="sr-only">File size</dt>
              <dd>{Number(item.fileSizeMb)} MB</dd>
            </div>
          ) : null}
          <div className="col-span-2">
            <dt className="sr-only">License or source</dt>
            <dd>{item.licenseSource}</dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">Contributor</dt>
            <dd className="inline-flex items-center gap-1">
              Contributor: {item.contributor}
              {item.verified ? (
                <>
                  <BadgeCheck aria-hidden="true" className="size-4 text-green-700" />
                  <span className="sr-only">(verified)</span>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
        {item.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
            {tags.shown.map((tag) => (
              <li key={tag} className="rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
                {tag}
              </li>
            ))}
            {tags.moreLabel ? (
              <li className="rounded-md px-1 py-0.5 text-xs font-medium text-gray-700">{tags.moreLabel}</li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <LibraryButtonFor item={item} />
          {item.githubRepo ? <NewTabLink href={item.githubRepo} icon={FolderGit2} label="Code" title={item.title} /> : null}
          {item.demoUrl ? <NewTabLink href={item.demoUrl} icon={ExternalLink} label="Demo" title={item.title} /> : null}
        </div>
      </div>
    </article>
  );
}

const actionClass = "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold";

function LibraryButtonFor({ item }: { item: LibraryCard }) {
  const { button } = item;
  if (button.kind === "open") {
    return (
      <a
        href={`/library/${item.id}/open`}
        target="_blank"
        rel="noopener noreferrer"
        className={`${actionClass} bg-brand-600 text-white hover:bg-brand-700`}
      >
        <Download aria-hidden="true" className="size-4" />
        {button.label}
        <span className="sr-only"> {item.title} (opens in a new tab)</span>
      </a>
    );
  }
  if (button.kind === "redirect") {
    return (
      <Link
        to={libraryDeniedDestination(button)!}
        className={`${actionClass} border border-brand-600 text-brand-700 hover:bg-brand-50`}
      >
        <Lock aria-hidden="true" className="size-4" />
        {button.label}
        <span className="sr-only">: {item.title}</span>
      </Link>
    );
  }
  return (
    <button type="button" disabled className={`${actionClass} cursor-not-allowed bg-gray-200 text-gray-700`}>
      <Lock aria-hidden="true" className="size-4" />
      {button.label}
      <span className="sr-only">: {item.title}</span>
    </button>
  );
}

/** An item's code or demo, opened in a new tab; screen readers hear which item's and that it opens a tab. */
function NewTabLink({ href, icon: Icon, label, title }: { href: string; icon: LucideIcon; label: string; title: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${buttonStyles.secondary} min-h-10 px-3 py-2 text-sm`}>
      <Icon aria-hidden="true" className="size-4" /> {label}
      <span className="sr-only"> of {title} (opens in a new tab)</span>
    </a>
  );
}
