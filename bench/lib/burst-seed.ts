// The class-start burst's students (docs/performance.md), written before the server starts (PGlite allows one process
// at a time), one SQL statement per table; all share the demo student's password hash (one scrypt hash for all).
// No session starts within 24 hours and the next instalment is two weeks away: the reminder jobs stay quiet.
import { eq, sql } from "drizzle-orm";
import { monthlyPrice, STANDARD_COURSE } from "~/payments/pricing";
import type { Database } from "~/platform/db/client.server";
import { authAccount, authUser } from "~/platform/db/schema";
import { seedDemoData } from "~/platform/seed/demo-data.server";
import { DEMO_STUDENT } from "~/platform/seed/demo-students";

export const STUDENTS = 500;
export const BATCHES = 10;
const SESSIONS_PER_BATCH = 24;
const PAST_SESSIONS = 12;

export const BURST_PASSWORD = DEMO_STUDENT.password;
/** The demo student's batch: the classroom the warm-up renders (the demo seed fills it). */
export const WARM_UP_BATCH = DEMO_STUDENT.batchId;

export function burstStudentEmail(index: number) {
  return `burst.student.${index}@example.test`;
}

/** The batch of burst student `index` (1…STUDENTS), whose classroom they open: as the seed below assigns it. */
export function burstStudentBatch(index: number) {
  return `BURST_BATCH_${index % BATCHES}`;
}

export async function seedBurstStudents(database: Database) {
  await seedDemoData(database);
  const [demo] = await database
    .select({ password: authAccount.password })
    .from(authAccount)
    .innerJoin(authUser, eq(authUser.id, authAccount.userId))
    .where(eq(authUser.email, DEMO_STUDENT.email));
  if (!demo?.password) throw new Error("the demo student's password hash was not found");

  const email = sql.raw(`'burst.student.' || g || '@example.test'`);
  const batch = sql.raw(`'BURST_BATCH_' || (g % ${BATCHES})`);
  const students = sql.raw(`generate_series(1, ${STUDENTS}) g`);
  const monthMinor = monthlyPrice(STANDARD_COURSE, "INR");
  const month = sql.raw(String(monthMinor / 100));

  await database.execute(sql`
    insert into batches (id, course, start_date, schedule, capacity)
    select 'BURST_BATCH_' || b, ${STANDARD_COURSE}, current_date - 24, 'Every other day, 7 pm IST', 60
    from generate_series(0, ${BATCHES - 1}) b`);
  await database.execute(sql`
    insert into batch_session_links (batch_id, course_name, teams_meeting_link, meeting_id, passcode, recurring_schedule)
    select 'BURST_BATCH_' || b, ${STANDARD_COURSE}, 'https://teams.microsoft.com/l/meetup-join/burst-' || b,
      '412 889 ' || lpad(b::text, 3, '0'), 'Burst' || b, 'Every other day, 7:00 PM IST'
    from generate_series(0, ${BATCHES - 1}) b`);
  await database.execute(sql`
    insert into session_master_table (session_id, batch_id, session_date, session_start_time, session_title,
      session_description, session_link, study_material_link)
    select 3000000 + b * 100 + s, 'BURST_BATCH_' || b, current_date + 2 * (s - ${PAST_SESSIONS}) - 1 + 2 * (s > ${PAST_SESSIONS})::int,
      time '19:00', 'Session ' || s || ': agents, tools and evaluation',
      'Hands-on: we build one part of an AI agent together, then review the homework.',
      case when s <= ${PAST_SESSIONS} then 'https://recordings.example.test/burst/' || b || '/' || s end,
      'https://materials.example.test/burst/' || b || '/' || s || '.pdf'
    from generate_series(0, ${BATCHES - 1}) b, generate_series(1, ${SESSIONS_PER_BATCH}) s`);
  await database.execute(sql`
    insert into auth_user (id, name, email, email_verified, role)
    select 'burst_user_' || g, 'Burst Student ' || g, ${email}, true, 'student' from ${students}`);
  await database.execute(sql`
    insert into auth_account (id, account_id, provider_id, user_id, password)
    select 'burst_account_' || g, 'burst_user_' || g, 'credential', 'burst_user_' || g, ${demo.password} from ${students}`);
  await database.execute(sql`
    insert into users (user_id, email, name, mobile_no, age, occupation)
    select 'burst_user_' || g, ${email}, 'Burst Student ' || g, '97' || lpad(g::text, 8, '0'), 20 + g % 30, 'Engineer'
    from ${students}`);
  // Two months of four paid, the last one 15 days ago; the payments are those two months, and a declined card.
  await database.execute(sql`
    with enrolled as (
      insert into enrolments (student_email, user_id, course, batch_id, plan, status, currency, country, price_per_month,
        months_in_plan, months_paid, fee, amount_paid, started_at, last_paid_at)
      select ${email}, 'burst_user_' || g, ${STANDARD_COURSE}, ${batch}, 'monthly', 'active', 'INR', 'India', ${month},
        4, 2, ${month} * 4, ${month} * 2, now() - interval '45 days' - g * interval '1 minute',
        now() - interval '15 days' - g * interval '1 minute'
      from ${students}
      returning id, user_id, student_email, started_at)
    insert into payments (user_id, name, email, mobile, course, duration, country, currency, amount, provider_amount_paise,
      payment_status, failure_reason, razorpay_order_id, razorpay_payment_id, checkout_key, enrolment_id, created_at, updated_at)
    select user_id, 'Burst Student ' || substring(student_email from '[0-9]+'), student_email,
      '97' || lpad(substring(student_email from '[0-9]+'), 8, '0'), ${STANDARD_COURSE}, '1 month', 'India', 'INR',
      ${month}, ${monthMinor}, case when m = 2 then 'failed' else 'success' end,
      case when m = 2 then 'Card declined by the issuing bank' end,
      'order_burst_' || user_id || '_' || m, case when m <> 2 then 'pay_burst_' || user_id || '_' || m end,
      'burst_checkout_' || user_id || '_' || m, case when m <> 2 then id end,
      started_at + (m - 1) * interval '15 days', started_at + (m - 1) * interval '15 days'
    from enrolled, generate_series(1, 3) m`);
  await database.execute(sql`
    insert into student_master_table (email, student_name, batch_id, current_course_name, enrollment_date, total_amount_paid, currency)
    select ${email}, 'Burst Student ' || g, ${batch}, ${STANDARD_COURSE}, current_date - 45, ${month} * 2, 'INR' from ${students}`);
  await database.execute(sql`
    insert into certificates (user_email, certificate_name, certificate_image_link, date_of_issuing)
    select ${email}, name, 'https://certificates.example.test/burst/' || g || '/' || k || '.png', current_date - 30 * k
    from ${students}, (values (1, 'Masterclass Completion Certificate'), (2, 'Python for ML & AI Certification')) c (k, name)`);
  // Most students joined most past classes (their attendance).
  await database.execute(sql`
    insert into class_attendance (session_id, student_email, user_id, joined_at)
    select 3000000 + (g % ${BATCHES}) * 100 + s, ${email}, 'burst_user_' || g, now() - (${PAST_SESSIONS} - s) * interval '2 days'
    from ${students}, generate_series(1, ${PAST_SESSIONS}) s
    where (g + s) % 4 <> 0`);
  // The classroom each batch opens at class start: two assignments past due (most students handed in the first, some
  // reviewed) and one to come, and two announcements, so /learn/{batchId} reads what a running batch holds.
  await database.execute(sql`
    insert into class_announcements (batch_id, author_user_id, title, body, created_at)
    select 'BURST_BATCH_' || b, 'burst_instructor', 'Week ' || k || ' notes',
      'Slides and the homework for week ' || k || ': https://materials.example.test/burst/' || b || '/week-' || k,
      now() - (3 - k) * interval '7 days'
    from generate_series(0, ${BATCHES - 1}) b, generate_series(1, 2) k`);
  await database.execute(sql`
    insert into assignments (id, batch_id, title, brief, due_at, required, rubric, pass_mark, created_by, created_at, updated_at)
    select ('00000000-0000-4000-8000-' || lpad((b * 10 + k)::text, 12, '0'))::uuid, 'BURST_BATCH_' || b,
      'Assignment ' || k || ': an agent that uses tools', 'Build it, push it, hand in the link. Rubric below.',
      now() + (2 * k - 5) * interval '4 days', k < 3,
      '[{"name":"Works end to end","maxPoints":10},{"name":"Code quality","maxPoints":10},{"name":"README","maxPoints":5}]'::jsonb,
      15, 'burst_instructor', now() - interval '20 days', now() - interval '20 days'
    from generate_series(0, ${BATCHES - 1}) b, generate_series(1, 3) k`);
  await database.execute(sql`
    insert into hand_ins (assignment_id, student_user_id, student_email, version, link, submitted_at, status, scores, score,
      feedback, reviewed_by, reviewed_at)
    select ('00000000-0000-4000-8000-' || lpad(((g % ${BATCHES}) * 10 + 1)::text, 12, '0'))::uuid, 'burst_user_' || g, ${email},
      1, 'https://github.com/burst-student-' || g || '/agent', now() - interval '10 days',
      case when g % 3 = 0 then 'submitted' else 'needs-revision' end,
      case when g % 3 <> 0 then '[8, 6, 3]'::jsonb end, case when g % 3 <> 0 then 17 end,
      case when g % 3 <> 0 then 'Good start; handle the tool errors and add the README.' end,
      case when g % 3 <> 0 then 'burst_instructor' end, case when g % 3 <> 0 then now() - interval '8 days' end
    from ${students}
    where g % 5 <> 0`);
  await database.execute(sql`analyze`);
}
