// platform: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { type AppConfig, type BusinessDetails, getConfig, serverProcesses } from "./config.server";
export {
  type BackupSource,
  compileQuery,
  type Database,
  type DatabaseHandle,
  keepsPreparedStatements,
  MIGRATIONS_FOLDER,
  openDatabase,
  queryRows,
  queryRowsPrepared,
} from "./db/client.server";
export { countedPage } from "./db/counted-page.server";
export { closeDatabase, db, getDatabaseHandle } from "./db/database.server";
export { databaseErrorMessage, isUniqueViolation, loggableError } from "./db/errors.server";
export { indiaDateOf, indiaToday } from "./db/india-time-sql";
export { fromJson, jsonArray, type JsonFields, jsonObject } from "./db/json-rows.server";
export { containsInAny, containsInAnyWhere, containsPattern } from "./db/like-pattern.server";
export { readDatabaseStatus } from "./db/read-database-status.server";
export {
  adminInvitations,
  aispotMaster,
  assignments,
  auditLog,
  autopayDebitNotices,
  autopayPlans,
  autopaySubscriptions,
  authAccount,
  backups,
  authRateLimit,
  authSession,
  authTwoFactor,
  authUser,
  authVerification,
  batches,
  batchInstructors,
  batchSessionLinks,
  calendarFeeds,
  cappedEmails,
  certificates,
  completionRules,
  consentLedger,
  classAnnouncements,
  classAttendance,
  classReminderOptOuts,
  classReminders,
  contactSubmissions,
  creditNotes,
  emailOutbox,
  type FallbackEmail,
  enrolmentReminders,
  enrolments,
  handInFiles,
  handIns,
  invoices,
  jobRuns,
  leadCounts,
  leadGenResponses,
  leadNotes,
  library,
  libraryCatalogueVersion,
  type OutboxAttachment,
  paymentReconciliations,
  payments,
  paymentTotals,
  paymentWebhookEvents,
  quizDailyCounts,
  quizResponses,
  rateLimitCounters,
  recordingNotices,
  referralCredits,
  referralPayouts,
  refunds,
  sandboxPlans,
  sandboxSubscriptions,
  serverHeartbeats,
  sessionMasterTable,
  spotScanCounts,
  studentMasterTable,
  usedVerificationLinks,
  users,
  whatsappMessages,
} from "./db/schema";
export { requireDevTools } from "./dev-tools.server";
export { handlePublicForm, readPublicForm } from "./forms/handle-public-form.server";
export { healthReport } from "./health.server";
export { cspNonceContext, loadContextWithNonce } from "./http/csp-nonce-context.server";
export { failureSentence, reportFailure, requestIdOf } from "./http/failure-reference.server";
export { fetchPublicFile, PUBLIC_FILE_POLICY, type PublicFetchPolicy } from "./http/fetch-public-file.server";
export { redactLinksInText, redactUrlForLog } from "./http/log-redaction.server";
export { keepSignedInAnswersPrivate, pageCacheInvalidation, pageCacheMiddleware } from "./http/page-cache-middleware.server";
export { type PageCacheSync, startPageCacheSync } from "./http/page-cache-sync.server";
export { sharedPageCache } from "./http/page-cache.server";
export { precompressedAssets } from "./http/precompressed-assets.server";
export { readJsonBody } from "./http/read-json-body.server";
export { compressRenderedPages } from "./http/rendered-page-compression.server";
export { limitRequestBodies } from "./http/request-body-limit.server";
export { contentSecurityPolicy, cspNonceForPages, inlineScriptHashes, securityHeaders } from "./http/security-headers.server";
export { sendCompressedOnce } from "./http/send-compressed-once.server";
export { claimDue, sqlInstant } from "./jobs/claim-due.server";
export { type Clock } from "./jobs/define-job.server";
export { appClock, appClockOffset, appNowSql, moveAppClock } from "./clock/app-clock.server";
export { runBackgroundJobsNow, startBackgroundJobs, stopBackgroundJobs } from "./jobs/background-jobs.server";
export { JOB_NAMES } from "./jobs/job-intervals";
export { flushLogs, logger } from "./logger.server";
export { buildCommit, thisServer } from "./build-version.server";
export { gaugeReadWhenScraped, observeRender } from "./metrics/metrics.server";
export { bearerTokenIs, fromThisMachine, metricsEndpoint, observeRequests } from "./metrics/metrics-endpoint.server";
export { patternOf, routePatterns } from "./metrics/route-pattern.server";
export {
  clearSignInFailures,
  consumeRateLimit,
  limitFailures,
  RATE_LIMITS,
  type RateLimitRule,
  signInFailureLimits,
} from "./rate-limit.server";
export { clientIp, handOverClientIp } from "./security/client-ip.server";
export { assertSameOrigin } from "./security/origin.server";
export { readListingUpdates } from "./seo/read-listing-updates.server";
export { ensureAdminAccount, prepareDatabase } from "./startup.server";
export { verificationQrCode, verificationQrSvg } from "./verification-qr-code.server";
