// The classroom's pages as their users see them: each route's loader reads the real database, and its component
// renders that answer on the server (as React Router's data router would), so a page that breaks fails here.
import { COMPLETION_TEXT } from "~/classroom/completion";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminClassroom from "~/routes/admin/classroom";
import * as classroomBatch from "~/routes/admin/classroom-batch";
import * as gradebookPage from "~/routes/admin/classroom-gradebook";
import * as reviews from "~/routes/admin/reviews";
import * as classroom from "~/routes/learn/classroom";
import { APP_ORIGIN, formPost, pageRequest, payloadOf, run } from "../support/route-calls";
import { type Account, newBatch, signedInAccount, studentOf, teach } from "../support/classroom-fixtures";
import { createAssignmentAs, handIn, PDF_BYTES, staffPost } from "../support/classroom-forms";
import { useFreshDatabase } from "../support/test-database";

useFreshDatabase();

let instructor: Account;
let student: Account;
let batchId: string;

beforeAll(async () => {
  instructor = await signedInAccount("teacher", "instructor");
  batchId = await newBatch("PG");
  await teach(instructor, batchId);
  student = await studentOf(batchId);
  await staffPost(batchId, instructor.cookie, {
    intent: "announce",
    title: "Welcome aboard",
    body: "Slides: https://example.com/s",
  });
  const assignmentId = await createAssignmentAs(instructor, batchId, { title: "First <b>notebook</b>" });
  await handIn(
    batchId,
    student,
    { assignment_id: assignmentId, link: "https://github.com/me/first" },
    { name: "nb.pdf", bytes: PDF_BYTES },
  );
  const queued = payloadOf(await run(reviews.loader, pageRequest("/admin/reviews", instructor.cookie))).handIns as {
    id: string;
  }[];
  await run(
    reviews.action,
    formPost(
      "/admin/reviews",
      { hand_in_id: queued[0]!.id, score_0: "3", score_1: "1", decision: "needs-revision", feedback: "Add tests." },
      { cookie: instructor.cookie },
    ),
  );
});

/** The page at `path`, rendered with what its loader answered for `cookie`. */
async function renderPage(
  path: string,
  pattern: string,
  route: { loader: (args: never) => unknown; default: ComponentType<never> },
  cookie: string,
  params: Record<string, string> = {},
) {
  const loaderData = payloadOf(await run(route.loader, pageRequest(path, cookie), params));
  const Page = route.default as ComponentType<Record<string, unknown>>;
  const handler = createStaticHandler([
    { id: "page", path: pattern, loader: () => loaderData, Component: () => createElement(Page, { loaderData, params }) },
  ]);
  const context = await handler.query(new Request(`${APP_ORIGIN}${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the classroom's pages", () => {
  it("/learn/{batchId} shows the student the announcement, the assignment, their state, scores, feedback and the form", async () => {
    const html = await renderPage(`/learn/${batchId}`, "/learn/:batchId", classroom, student.cookie, { batchId });
    expect(text(html)).toContain("Welcome aboard");
    expect(html).toContain("First &lt;b&gt;notebook&lt;/b&gt;");
    expect(text(html)).toContain("Needs revision");
    expect(text(html)).toContain("Works: 3 / 6");
    expect(text(html)).toContain("Add tests.");
    expect(html).toContain(COMPLETION_TEXT.panelTitle);
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toMatch(/href="\/learn\/hand-ins\/[0-9a-f-]+\/file"/);
  });

  it("the staff screens render for the batch's instructor", async () => {
    const list = await renderPage("/admin/classroom", "/admin/classroom", adminClassroom, instructor.cookie);
    expect(text(list)).toContain(batchId);
    const batch = await renderPage(
      `/admin/classroom/${batchId}`,
      "/admin/classroom/:batchId",
      classroomBatch,
      instructor.cookie,
      {
        batchId,
      },
    );
    expect(text(batch)).toContain("Welcome aboard");
    expect(text(batch)).toContain("Create assignment");
    const gradebook = await renderPage(
      `/admin/classroom/${batchId}/gradebook`,
      "/admin/classroom/:batchId/gradebook",
      gradebookPage,
      instructor.cookie,
      { batchId },
    );
    expect(text(gradebook)).toContain(student.email);
    expect(text(gradebook)).toContain("Needs revision");
    const queue = await renderPage("/admin/reviews", "/admin/reviews", reviews, instructor.cookie);
    expect(text(queue)).toContain("Nothing is waiting for review.");
  });
});
