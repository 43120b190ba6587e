import { z } from "zod";
import { checkForm, FIELD_MESSAGES, requiredAge, requiredEmail, requiredText } from "~/platform";

// spec 3 §2.9, §4 "Quiz flow", §5 "Quiz details", §8, §9 "Quiz": scoring, bands and the details form.
// The server scores the answers itself; a score sent by the browser is never read.

/** One option of a quiz question; its text is what quiz_responses stores. */
export interface QuizOption {
  text: string;
  points: 1 | 2 | 3;
}

/** A quiz question (the questions themselves are content: app/content/ai-readiness-quiz.ts). */
export interface QuizQuestion {
  question: string;
  options: readonly QuizOption[];
}

export const QUIZ_MESSAGES = {
  selectAnswer: "Please select an answer before proceeding",
  required: FIELD_MESSAGES.required,
  invalidAge: FIELD_MESSAGES.invalidAge,
  tooLong: FIELD_MESSAGES.tooLong,
  incompleteAnswers: "Please answer every question of the quiz",
} as const;

export const quizSaveFailedMessage = (message: string) => `Failed to save quiz results: ${message}`;

export const QUIZ_MAX_SCORE = 24;

export type ReadinessLevel = "Beginner / Tool-User" | "Intermediate / Builder" | "Advanced / Innovator";

export interface ReadinessBand {
  level: ReadinessLevel;
  summary: string;
  recommendations: readonly string[];
}

const BANDS: Record<ReadinessLevel, ReadinessBand> = {
  "Beginner / Tool-User": {
    level: "Beginner / Tool-User",
    summary: "You are starting out: the quickest wins come from using AI tools well in the work you already do.",
    recommendations: [
      "Master everyday AI tools (ChatGPT, Gemini, Copilot) for writing, research and analysis",
      "Build your first no-code AI agents that work for you",
      "Learn automation basics to hand repetitive tasks to AI",
    ],
  },
  "Intermediate / Builder": {
    level: "Intermediate / Builder",
    summary: "You already use AI with confidence: time to build your own AI solutions.",
    recommendations: [
      "Learn Python for AI, from scripts to working applications",
      "Develop AI agents that use tools, memory and your own data",
      "Understand AI architectures: RAG, multi-agent systems and evaluation",
    ],
  },
  "Advanced / Innovator": {
    level: "Advanced / Innovator",
    summary: "You are ready to lead: design, ship and scale AI systems for real businesses.",
    recommendations: [
      "Build multi-agent systems with LangChain, AutoGen and CrewAI",
      "Take AI agents to industrial deployment: monitoring, security and cost control",
      "Lead AI projects and mentor the builders around you",
    ],
  },
};

/** spec 3 §9: 8-15 Beginner / Tool-User, 16-20 Intermediate / Builder, 21-24 Advanced / Innovator; anything else Beginner. */
export function readinessBand(score: number): ReadinessBand {
  if (score >= 21 && score <= 24) return BANDS["Advanced / Innovator"];
  if (score >= 16 && score <= 20) return BANDS["Intermediate / Builder"];
  return BANDS["Beginner / Tool-User"];
}

export interface ScoredQuiz {
  score: number;
  readinessLevel: ReadinessLevel;
  /** The chosen options' texts, q1…q8. */
  answerTexts: string[];
}

/** Scores one chosen option index per question; null when an answer is missing or names no option. */
export function scoreQuiz(answers: readonly (number | null)[], questions: readonly QuizQuestion[]): ScoredQuiz | null {
  if (answers.length !== questions.length) return null;
  let score = 0;
  const answerTexts: string[] = [];
  for (const [index, question] of questions.entries()) {
    const choice = answers[index];
    const option = choice === null || choice === undefined ? undefined : question.options[choice];
    if (!option) return null;
    score += option.points;
    answerTexts.push(option.text);
  }
  return { score, readinessLevel: readinessBand(score).level, answerTexts };
}

export const quizAnswerField = (questionIndex: number) => `q${questionIndex + 1}`;

/** The answer indices posted as q1…q8; anything that is not an option number of its question counts as unanswered. */
export function readQuizAnswers(values: Record<string, unknown>, questions: readonly QuizQuestion[]): (number | null)[] {
  return questions.map((question, index) => {
    const raw = values[quizAnswerField(index)];
    if (typeof raw !== "string" || !/^\d{1,2}$/.test(raw)) return null;
    const choice = Number(raw);
    return choice < question.options.length ? choice : null;
  });
}

// ── Moving through the quiz (spec 3 §4 "Quiz flow"). The browser runs this; without JavaScript the action does.

export type QuizPhase = "questions" | "details";

export interface QuizPosition {
  phase: QuizPhase;
  /** The question on screen, 0-based. */
  step: number;
}

export type QuizMove = "next" | "previous" | "back-to-quiz";

/** Where a visitor is, what they chose and typed, and the message to show: the form as the server answers it. */
export type QuizFormState = {
  kind: "quiz";
  position: QuizPosition;
  answers: (number | null)[];
  values: Partial<Record<"name" | "email" | "mobile" | "age" | "occupation", string>>;
  error: string | null;
};

export type QuizResult = { kind: "results"; name: string; score: number; readinessLevel: string };

export function moveQuiz(
  position: QuizPosition,
  move: QuizMove,
  answers: readonly (number | null)[],
  questionCount: number,
): { position: QuizPosition; error: string | null } {
  const step = Math.min(Math.max(position.step, 0), questionCount - 1);
  if (move === "back-to-quiz") return { position: { phase: "questions", step: questionCount - 1 }, error: null };
  if (move === "previous") return { position: { phase: "questions", step: Math.max(step - 1, 0) }, error: null };
  if (answers[step] === null || answers[step] === undefined) {
    return { position: { phase: "questions", step }, error: QUIZ_MESSAGES.selectAnswer };
  }
  // 'Complete Quiz' on the last question; an earlier gap sends the visitor back to it.
  if (step === questionCount - 1) {
    const firstGap = answers.findIndex((answer) => answer === null || answer === undefined);
    if (firstGap !== -1) return { position: { phase: "questions", step: firstGap }, error: QUIZ_MESSAGES.selectAnswer };
    return { position: { phase: "details", step }, error: null };
  }
  return { position: { phase: "questions", step: step + 1 }, error: null };
}

// ── The details form ('Almost Done!').

/** Bounds on what is stored (docs/decisions/0093-spec-gaps.md); the spec sets none. */
export const QUIZ_FIELD_LIMITS = { name: 100, email: 254, mobile: 30, occupation: 100 } as const;

// spec 3 §5 "Quiz details": five required fields and the age's range; no format for the e-mail or the mobile.
export const QuizDetailsSchema = z.object({
  name: requiredText(QUIZ_FIELD_LIMITS.name),
  email: requiredEmail(QUIZ_FIELD_LIMITS.email),
  mobile: requiredText(QUIZ_FIELD_LIMITS.mobile),
  age: requiredAge(),
  occupation: requiredText(QUIZ_FIELD_LIMITS.occupation),
});

export type QuizDetails = z.output<typeof QuizDetailsSchema>;

/** The one message to show for the details form: missing fields first, as the spec orders them. */
export function firstQuizDetailsError(values: Record<string, unknown>): string | null {
  const checked = checkForm(QuizDetailsSchema, values);
  return checked.ok ? null : checked.message;
}

/** The invitation a quiz taker sends friends through a chat app. */
export function quizChallengeMessage({ score, level, quizUrl }: { score: number; level: string; quizUrl: string }) {
  return `I just scored ${score}/${QUIZ_MAX_SCORE} on the AI Readiness Quiz and I'm "${level}". Can you beat my score? It takes 2 minutes: ${quizUrl}`;
}
