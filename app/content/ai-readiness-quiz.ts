// The AI-readiness quiz (spec 3 §9 "Quiz"): 8 questions about AI at work, each with 3-5 options worth
// 1-3 points, so a score runs from 8 to 24. Option texts are what quiz_responses.q1…q8 store.

import type { QuizQuestion } from "~/leads";

export const aiReadinessQuestions: readonly QuizQuestion[] = [
  {
    question: "How often do you use AI assistants such as ChatGPT, Gemini or Copilot in your work?",
    options: [
      { text: "Rarely or never", points: 1 },
      { text: "A few times a week", points: 2 },
      { text: "Every day, for many tasks", points: 3 },
    ],
  },
  {
    question: "How do you usually ask an AI assistant for help?",
    options: [
      { text: "I type a question and hope for the best", points: 1 },
      { text: "I add context and examples", points: 2 },
      { text: "I design multi-step prompts and templates", points: 3 },
    ],
  },
  {
    question: "Have you automated any part of your work with AI?",
    options: [
      { text: "Not yet", points: 1 },
      { text: "I have tried, but nothing runs on its own yet", points: 1 },
      { text: "Yes, with no-code tools like Zapier or Make", points: 2 },
      { text: "Yes, with my own scripts or agents", points: 3 },
    ],
  },
  {
    question: "How comfortable are you with code?",
    options: [
      { text: "I don't write code", points: 1 },
      { text: "I can read and tweak simple scripts", points: 2 },
      { text: "I write Python or JavaScript regularly", points: 3 },
      { text: "I build and maintain software for a living", points: 3 },
    ],
  },
  {
    question: "How well do you know AI agents, the assistants that plan steps and use tools on their own?",
    options: [
      { text: "This is new to me", points: 1 },
      { text: "I've only heard the term", points: 1 },
      { text: "I understand how agents use tools and memory", points: 2 },
      { text: "I have built and deployed one", points: 3 },
    ],
  },
  {
    question: "How does your organisation use AI today?",
    options: [
      { text: "It doesn't use AI yet", points: 1 },
      { text: "I'm not sure", points: 1 },
      { text: "Some teams are experimenting", points: 2 },
      { text: "AI is part of our core workflows", points: 3 },
    ],
  },
  {
    question: "Which AI developer tools have you worked with?",
    options: [
      { text: "None so far", points: 1 },
      { text: "OpenAI or Gemini APIs", points: 2 },
      { text: "Hugging Face models or vector databases", points: 2 },
      { text: "LangChain, AutoGen or CrewAI", points: 3 },
    ],
  },
  {
    question: "What do you most want AI to do for you in the next six months?",
    options: [
      { text: "Save time on everyday tasks", points: 1 },
      { text: "Build AI-powered tools for my team", points: 2 },
      { text: "Design and deploy production AI systems", points: 3 },
    ],
  },
];
