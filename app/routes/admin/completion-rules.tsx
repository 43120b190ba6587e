import { data, Form } from "react-router";
import { COMPLETION_TEXT, parseCompletionRuleForm } from "~/classroom";
import { listCompletionRules, saveCompletionRule } from "~/classroom/index.server";
import { db } from "~/platform/index.server";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, smallButtonClass } from "~/ui/admin/admin-page";
import { CheckboxField, TextField } from "~/ui/forms/field";
import { AdminStatus } from "~/ui/admin/status-message";
import { readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/completion-rules";

// Admin: each course's completion rule (docs/decisions/0106-earned-certificates.md).

export const meta = () => adminMeta("Completion Rules");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, async () => ({ rules: await listCompletionRules(await db()) }));
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request);
  const course = form.course ?? "";
  const parsed = parseCompletionRuleForm(form);
  if ("error" in parsed) return data({ ok: false, message: parsed.error, course }, { status: 400 });
  if (!(await saveCompletionRule(database, { actor: admin, course, rule: parsed.rule })))
    return data({ ok: false, message: COMPLETION_TEXT.unknownCourse, course }, { status: 400 });
  return { ok: true, message: COMPLETION_TEXT.ruleSaved, course };
}

export default function CompletionRules({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return (
    <AdminPage
      title="Completion Rules"
      intro="Per course: the attendance a student needs, of the batch's sessions, and whether every required assignment must be passed. A course without its own rule needs 75% and every required assignment."
    >
      <AdminPanel title="Courses" id="completion-rules">
        {actionData ? (
          <div className="mb-4">
            <AdminStatus
              status={{ kind: actionData.ok ? "success" : "error", text: `${actionData.course}: ${actionData.message}` }}
            />
          </div>
        ) : null}
        {loaderData.rules.length === 0 ? (
          <p className="text-gray-700">No courses yet: a course appears here once a batch names it.</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {loaderData.rules.map((rule, index) => (
              <li key={rule.course} className="py-4 first:pt-0 last:pb-0">
                <Form method="post" className="flex flex-wrap items-end gap-x-6 gap-y-3">
                  <input type="hidden" name="course" value={rule.course} />
                  <h3 className="w-full font-semibold text-gray-900 sm:w-48">
                    {rule.course}
                    {rule.custom ? null : <span className="block text-xs font-normal text-gray-600">Default</span>}
                  </h3>
                  <TextField
                    label="Minimum attendance %"
                    name="min_attendance_percent"
                    id={`completion-rule-${index + 1}-attendance`}
                    type="number"
                    min={0}
                    max={100}
                    step={1}
                    required
                    compact
                    defaultValue={rule.minAttendancePercent}
                    className="w-44"
                  />
                  <CheckboxField
                    label="Every required assignment passed"
                    name="require_required_assignments"
                    id={`completion-rule-${index + 1}-assignments`}
                    defaultChecked={rule.requireRequiredAssignments}
                    className="pb-2"
                  />
                  <button type="submit" className={smallButtonClass}>
                    Save<span className="sr-only"> the rule of {rule.course}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
