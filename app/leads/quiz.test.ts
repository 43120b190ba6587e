import { describe, expect, it } from "vitest";
import { aiReadinessQuestions } from "~/content/ai-readiness-quiz";
import {
  firstQuizDetailsError,
  moveQuiz,
  QUIZ_MESSAGES,
  QuizDetailsSchema,
  quizSaveFailedMessage,
  readinessBand,
  readQuizAnswers,
  scoreQuiz,
} from "./quiz";

/** Option indices that add up to `score`: each question's cheapest option, then upgrades. */
function answersScoring(score: number): number[] {
  const cheapest = aiReadinessQuestions.map((question) => question.options.findIndex((option) => option.points === 1));
  const dearest = aiReadinessQuestions.map((question) => question.options.findIndex((option) => option.points === 3));
  const middle = aiReadinessQuestions.map((question) => question.options.findIndex((option) => option.points === 2));
  const answers = [...cheapest];
  let remaining = score - 8;
  for (let index = 0; index < answers.length && remaining > 0; index += 1) {
    if (remaining >= 2) {
      answers[index] = dearest[index]!;
      remaining -= 2;
    } else {
      answers[index] = middle[index]!;
      remaining -= 1;
    }
  }
  return answers;
}

describe("the quiz content (spec 3 §9)", () => {
  it("has 8 questions of 3-5 options worth 1-3 points, reaching both 8 and 24", () => {
    expect(aiReadinessQuestions).toHaveLength(8);
    for (const question of aiReadinessQuestions) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(5);
      const points = question.options.map((option) => option.points);
      expect(Math.min(...points)).toBe(1);
      expect(Math.max(...points)).toBe(3);
      expect(new Set(question.options.map((option) => option.text)).size).toBe(question.options.length);
    }
  });
});

describe("scoring and bands", () => {
  it.each([
    [8, "Beginner / Tool-User"],
    [15, "Beginner / Tool-User"],
    [16, "Intermediate / Builder"],
    [20, "Intermediate / Builder"],
    [21, "Advanced / Innovator"],
    [24, "Advanced / Innovator"],
  ])("a score of %i is %s", (score, level) => {
    const scored = scoreQuiz(answersScoring(score), aiReadinessQuestions);
    expect(scored?.score).toBe(score);
    expect(scored?.readinessLevel).toBe(level);
    expect(readinessBand(score).level).toBe(level);
  });

  it("defaults anything outside 8-24 to Beginner / Tool-User", () => {
    expect(readinessBand(0).level).toBe("Beginner / Tool-User");
    expect(readinessBand(25).level).toBe("Beginner / Tool-User");
    expect(readinessBand(Number.NaN).level).toBe("Beginner / Tool-User");
  });

  it("gives each band the spec's recommendations", () => {
    expect(readinessBand(8).recommendations.join(" ")).toMatch(/AI tools.*no-code.*automation basics/is);
    expect(readinessBand(18).recommendations.join(" ")).toMatch(/Python.*agents.*architectures/is);
    expect(readinessBand(24).recommendations.join(" ")).toMatch(/LangChain, AutoGen and CrewAI.*industrial deployment/is);
  });

  it("keeps the chosen answers' texts", () => {
    const scored = scoreQuiz(answersScoring(8), aiReadinessQuestions);
    expect(scored?.answerTexts[0]).toBe("Rarely or never");
    expect(scored?.answerTexts).toHaveLength(8);
  });

  it("refuses missing or impossible answers", () => {
    expect(scoreQuiz([0, 0, 0, 0, 0, 0, 0], aiReadinessQuestions)).toBeNull();
    expect(scoreQuiz([0, 0, 0, 0, 0, 0, 0, null], aiReadinessQuestions)).toBeNull();
    expect(scoreQuiz([0, 0, 0, 0, 0, 0, 0, 9], aiReadinessQuestions)).toBeNull();
    expect(scoreQuiz([0, 0, 0, 0, 0, 0, 0, -1], aiReadinessQuestions)).toBeNull();
  });

  it("reads q1…q8 option numbers and ignores anything else", () => {
    expect(
      readQuizAnswers({ q1: "2", q2: "0", q3: "3", q4: "x", q5: "1.5", q6: "-1", q7: "99", q8: "" }, aiReadinessQuestions),
    ).toEqual([2, 0, 3, null, null, null, null, null]);
  });
});

describe("moving through the quiz", () => {
  const none = Array<number | null>(8).fill(null);
  const all = Array<number | null>(8).fill(0);

  it("asks for an answer before Next", () => {
    expect(moveQuiz({ phase: "questions", step: 0 }, "next", none, aiReadinessQuestions.length)).toEqual({
      position: { phase: "questions", step: 0 },
      error: QUIZ_MESSAGES.selectAnswer,
    });
  });

  it("goes forward and back, never before the first question", () => {
    expect(moveQuiz({ phase: "questions", step: 2 }, "next", all, aiReadinessQuestions.length).position).toEqual({
      phase: "questions",
      step: 3,
    });
    expect(moveQuiz({ phase: "questions", step: 2 }, "previous", all, aiReadinessQuestions.length).position).toEqual({
      phase: "questions",
      step: 1,
    });
    expect(moveQuiz({ phase: "questions", step: 0 }, "previous", all, aiReadinessQuestions.length).position).toEqual({
      phase: "questions",
      step: 0,
    });
  });

  it("completes the quiz into the details form, and comes back to the last question", () => {
    expect(moveQuiz({ phase: "questions", step: 7 }, "next", all, aiReadinessQuestions.length)).toEqual({
      position: { phase: "details", step: 7 },
      error: null,
    });
    expect(moveQuiz({ phase: "details", step: 7 }, "back-to-quiz", all, aiReadinessQuestions.length).position).toEqual({
      phase: "questions",
      step: 7,
    });
  });

  it("sends the visitor to an unanswered question before completing", () => {
    const gap = [...all];
    gap[3] = null;
    expect(moveQuiz({ phase: "questions", step: 7 }, "next", gap, aiReadinessQuestions.length)).toEqual({
      position: { phase: "questions", step: 3 },
      error: QUIZ_MESSAGES.selectAnswer,
    });
  });
});

describe("the details form (spec 3 §5)", () => {
  const valid = { name: " Asha ", email: "Asha@Example.com", mobile: "9876543210", age: "34", occupation: "Analyst" };

  it("accepts a complete form", () => {
    expect(QuizDetailsSchema.parse(valid)).toEqual({
      name: "Asha",
      email: "asha@example.com",
      mobile: "9876543210",
      age: 34,
      occupation: "Analyst",
    });
    expect(firstQuizDetailsError(valid)).toBeNull();
  });

  it.each(["name", "email", "mobile", "age", "occupation"])("needs %s", (field) => {
    expect(firstQuizDetailsError({ ...valid, [field]: " " })).toBe("Please fill in all required fields");
    expect(firstQuizDetailsError({ ...valid, [field]: undefined })).toBe("Please fill in all required fields");
  });

  it.each(["15", "101", "abc", "20.5", "-20"])("refuses the age %s", (age) => {
    expect(firstQuizDetailsError({ ...valid, age })).toBe("Please enter a valid age between 16 and 100");
  });

  it.each(["16", "100"])("accepts the age %s", (age) => {
    expect(firstQuizDetailsError({ ...valid, age })).toBeNull();
  });

  it("limits lengths", () => {
    expect(firstQuizDetailsError({ ...valid, name: "x".repeat(101) })).toBe(QUIZ_MESSAGES.tooLong);
    expect(firstQuizDetailsError({ ...valid, mobile: "9".repeat(31) })).toBe(QUIZ_MESSAGES.tooLong);
  });

  // spec 3 §5 "Quiz details" asks for the five fields and an age of 16-100, nothing of the e-mail's or mobile's form.
  it.each([
    ["email", "asha at example dot com"],
    ["email", "asha@localhost"],
    ["mobile", "98765 43210 (WhatsApp)"],
    ["mobile", "080-2345678"],
    ["mobile", "+44 20 7946 0958 ext 12"],
  ])("takes the %s %s as typed", (field, value) => {
    expect(firstQuizDetailsError({ ...valid, [field]: value })).toBeNull();
    expect(QuizDetailsSchema.parse({ ...valid, [field]: value })[field as "email" | "mobile"]).toBe(
      field === "email" ? value.toLowerCase() : value,
    );
  });

  it("words a failed save as the spec does", () => {
    expect(quizSaveFailedMessage("connection lost")).toBe("Failed to save quiz results: connection lost");
  });
});
