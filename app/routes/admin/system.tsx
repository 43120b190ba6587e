import { RotateCcw } from "lucide-react";
import { data, Form } from "react-router";
import { formatIndiaDateTime } from "~/platform";
import { appClock, db, getConfig, getDatabaseHandle, logger } from "~/platform/index.server";
import { durationInWords, sizeInWords } from "~/system";
import { loadSystemHealth, retryFailedMessage, type SystemHealth } from "~/system/index.server";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { readAdminAction } from "./admin-action.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/system";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { IntentButton } from "~/ui/admin/intent-form";
import { AdminPage, AdminPanel, AdminTable, AdminTableOrEmpty, smallButtonClass, tdClass } from "~/ui/admin/admin-page";
import { DetailFields } from "~/ui/admin/detail-fields";
import { AdminStatus, statusOfAnswer } from "~/ui/admin/status-message";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";

// The health desk (docs/decisions/0112-backups-metrics-health-desk.md): what an operator would otherwise read logs for.

const RETRY_INTENT = "retry-message";

export const meta = () => adminMeta("System");

export const loader = ({ request }: Route.LoaderArgs) =>
  adminLoader(
    request,
    async () => ({ health: await loadSystemHealth(await getDatabaseHandle(), { config: getConfig(), now: appClock() }) }),
    {
      access: "system",
    },
  );

// 'Retry' on a failed message: due again now.
export async function action({ request }: Route.ActionArgs) {
  const { admin, form } = await readAdminAction(request, "system.retry-message");
  const answer = (ok: boolean, message: string, status = 200) =>
    data<AdminActionResult>({ ok, message, intent: RETRY_INTENT }, { status });
  if (form.intent !== RETRY_INTENT) return answer(false, "Unknown action.", 400);
  try {
    const retried = await retryFailedMessage(await db(), {
      channel: String(form.channel ?? ""),
      id: String(form.id ?? ""),
      now: appClock(),
      actor: admin,
    });
    return retried
      ? answer(true, "The message will be sent again shortly.")
      : answer(false, "That message is no longer waiting for a retry.", 404);
  } catch (error) {
    logger.error({ err: error }, "retrying a failed message failed");
    return answer(false, "The message could not be queued again. Please try again.", 500);
  }
}

export default function AdminSystem({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <SystemScreen health={loaderData.health} retried={actionData} />;
}

const dateTime = (value: string | null) => (value ? formatIndiaDateTime(value) : "—");

function SystemScreen({ health, retried }: { health: SystemHealth; retried: AdminActionResult | undefined }) {
  return (
    <AdminPage
      title="System"
      intro="The release, servers, database, background jobs, outboxes, webhooks and backups (India time)."
    >
      <div className="grid gap-6">
        <AdminPanel title="Release and Servers" id="servers">
          <DetailFields fields={[["Version (commit)", <code key="version">{health.version}</code>]]} />
          <div className="mt-4">
            <AdminTable label="Servers" headings={["Server", "Version", "Started", "Uptime", "Last seen"]}>
              {health.servers.map((server) => (
                <tr key={server.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {server.host} (process {server.pid}){server.thisOne ? " — this server" : ""}
                  </td>
                  <td className={`${tdClass} font-mono text-xs`}>{server.version}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(server.startedAt)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{durationInWords(server.uptimeSeconds)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(server.lastSeenAt)}</td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </AdminPanel>

        <AdminPanel title="Database" id="database">
          <DetailFields
            fields={[
              ["Kind", health.database.kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL"],
              ["Size", sizeInWords(health.database.bytes)],
              ["Migrations applied", `${health.database.migrationsApplied} of ${health.database.migrationsKnown}`],
              ["Schema version", <code key="schema">{health.database.schemaVersion}</code>],
            ]}
          />
        </AdminPanel>

        <AdminPanel title="Background Jobs" id="jobs">
          <AdminTable label="Background jobs" headings={["Job", "Last run", "Result", "Runs", "Failures"]}>
            {health.jobs.map((job) => (
              <tr key={job.job}>
                <td className={`${tdClass} font-mono text-xs`}>{job.job}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{dateTime(job.lastStartedAt)}</td>
                <td className={`${tdClass} max-w-md break-words`}>
                  {job.ok === null ? "Not run yet" : job.ok ? "OK" : `Failed: ${job.lastError ?? "no message"}`}
                </td>
                <td className={tdClass}>{job.runs}</td>
                <td className={tdClass}>{job.failures}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>

        <AdminPanel title="Outboxes" id="outboxes">
          <AdminTable label="Outboxes" headings={["Channel", "Waiting", "Oldest waiting", "Failed"]}>
            {health.outboxes.map((outbox) => (
              <tr key={outbox.channel}>
                <td className={tdClass}>{outbox.channel}</td>
                <td className={tdClass}>{outbox.pending}</td>
                <td className={tdClass}>{outbox.pending > 0 ? durationInWords(outbox.oldestPendingSeconds) : "—"}</td>
                <td className={tdClass}>{outbox.failed}</td>
              </tr>
            ))}
          </AdminTable>
          <h3 className="mt-6 font-semibold text-gray-900">Failed messages</h3>
          <div className="mt-2">
            <AdminStatus status={statusOfAnswer(retried)} />
          </div>
          <div className="mt-2">
            <AdminTableOrEmpty
              items={health.failedMessages}
              empty="No failed messages"
              label="Failed messages"
              headings={["Channel", "To", "Subject", "Attempts", "Error", "Action"]}
              row={(message) => (
                <tr key={`${message.channel}-${message.id}`}>
                  <td className={tdClass}>{message.channel}</td>
                  <td className={`${tdClass} break-all`}>{message.recipient}</td>
                  <td className={`${tdClass} break-words`}>{message.summary}</td>
                  <td className={tdClass}>{message.attempts}</td>
                  <td className={`${tdClass} max-w-md break-words font-mono text-xs`}>{message.lastError ?? "—"}</td>
                  <td className={tdClass}>
                    {message.retry ? <RetryButton channel={message.channel} id={message.id} /> : "Sent by e-mail instead"}
                  </td>
                </tr>
              )}
            />
          </div>
        </AdminPanel>

        <AdminPanel title={`Failed Webhook Events (last ${health.webhookFailureDays} days)`} id="webhooks">
          <AdminTableOrEmpty
            items={health.failedWebhooks}
            empty="No failed webhook events"
            label="Failed webhook events"
            headings={["Received", "Event", "Outcome", "Order"]}
            row={(event) => (
              <tr key={event.eventId}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(event.receivedAt)}</td>
                <td className={`${tdClass} font-mono text-xs`}>{event.event}</td>
                <td className={tdClass}>{event.outcome}</td>
                <td className={`${tdClass} break-all font-mono text-xs`}>{event.orderId ?? "—"}</td>
              </tr>
            )}
          />
        </AdminPanel>

        <AdminPanel title="Last Backup" id="backup">
          {health.lastBackup ? (
            <DetailFields
              fields={[
                ["Started", `${formatIndiaDateTime(health.lastBackup.startedAt)} (${health.lastBackup.trigger})`],
                [
                  "Result",
                  health.lastBackup.error
                    ? `Failed: ${health.lastBackup.error}`
                    : health.lastBackup.finishedAt
                      ? `OK at ${formatIndiaDateTime(health.lastBackup.finishedAt)}`
                      : "In progress, or stopped with its server",
                ],
                [
                  "File",
                  <span key="file" className="break-all font-mono text-xs">
                    {health.lastBackup.file ?? "—"}
                  </span>,
                ],
                ["Size", health.lastBackup.bytes === null ? "—" : sizeInWords(health.lastBackup.bytes)],
                ["Schema version", health.lastBackup.schemaVersion ?? "—"],
                [
                  "sha256",
                  <span key="sha" className="break-all font-mono text-xs">
                    {health.lastBackup.sha256 ?? "—"}
                  </span>,
                ],
              ]}
            />
          ) : (
            <p className="text-gray-700">No backup taken yet</p>
          )}
        </AdminPanel>

        <AdminPanel title="Configuration" id="configuration">
          <DetailFields
            fields={[
              ["Payments provider", health.switches.paymentsProvider],
              ["SMTP", health.switches.smtp],
              ["WhatsApp", health.switches.whatsapp],
              ["Page cache", health.switches.pageCache],
              ["Daily backup", health.switches.dailyBackup],
              [
                "Backup folder",
                <span key="dir" className="break-all font-mono text-xs">
                  {health.switches.backupFolder}
                </span>,
              ],
              ["Metrics token", health.switches.metricsToken],
            ]}
          />
        </AdminPanel>
      </div>
    </AdminPage>
  );
}

function RetryButton({ channel, id }: { channel: string; id: string }) {
  const busy = useFormBusy({ intent: RETRY_INTENT, fields: { id } });
  return (
    <Form method="post">
      <input type="hidden" name="channel" value={channel} />
      <input type="hidden" name="id" value={id} />
      <IntentButton
        intent={RETRY_INTENT}
        busy={busy}
        busyLabel="Retrying…"
        className={smallButtonClass}
        icon={<RotateCcw aria-hidden="true" className="h-4 w-4" />}
      >
        Retry
      </IntentButton>
    </Form>
  );
}
