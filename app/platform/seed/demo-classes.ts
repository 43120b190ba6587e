import type { batches, batchSessionLinks, sessionMasterTable } from "../db/schema";
import { addDays, isoDate, lastWeekdayBefore } from "./demo-dates";

type SessionLinkRow = typeof batchSessionLinks.$inferInsert;
type SessionRow = typeof sessionMasterTable.$inferInsert;
type BatchRow = typeof batches.$inferInsert;

const teamsLink = (meetingKey: string, organizer: string) =>
  `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${meetingKey}%40thread.v2/0?context=%7b%22Tid%22%3a%227c1f3b52-9a4e-4d1b-8f0a-2e6d5c9b1a47%22%2c%22Oid%22%3a%22${organizer}%22%7d`;

const ORGANIZER = "b4e8d2a1-6c3f-4a97-9e15-0d7f2c8a3b61";

/** Class meeting links, grouped by batch: a batch gets its links only while it has none. */
export const demoBatchSessionLinks: Record<string, SessionLinkRow[]> = {
  AGENTIC_AI_BATCH_1: [
    {
      batchId: "AGENTIC_AI_BATCH_1",
      courseName: "Agentic AI",
      teamsMeetingLink: teamsLink("NWQ5ZjE2YTgtYjM0Ni00ZDc2LWE4ZjMtOTM5NjJkZGM3YjBk", ORGANIZER),
      meetingId: "438 219 774 512 36",
      passcode: "vX7dQ9",
      recurringSchedule: "Every Saturday, 7:00 PM IST",
      isActive: true,
    },
    {
      // The orientation-week link, replaced when the batch moved to one weekly class.
      batchId: "AGENTIC_AI_BATCH_1",
      courseName: "Agentic AI",
      teamsMeetingLink: teamsLink("MzFhYzU0NDctOGQ2Mi00YjE5LTk3ZTAtNjJkYjQ4ZTFmMmE1", ORGANIZER),
      meetingId: "412 887 305 190 42",
      passcode: "Kp4sW2",
      recurringSchedule: "Every Saturday & Sunday, 7:00 PM IST",
      isActive: false,
    },
  ],
  VIBE_CODING_BATCH_1: [
    {
      batchId: "VIBE_CODING_BATCH_1",
      courseName: "Vibe Coding",
      teamsMeetingLink: teamsLink("ZGE3MmI5YzEtNTVmOC00ZTIxLWJhNDYtYzA4ZTMxN2Q5ZjQy", ORGANIZER),
      meetingId: "451 302 668 947 05",
      passcode: "Hn8yT3",
      recurringSchedule: "Every Sunday, 11:00 AM IST",
      isActive: true,
    },
  ],
  QUANTUM_BATCH_1: [
    {
      batchId: "QUANTUM_BATCH_1",
      courseName: "Quantum Computing",
      teamsMeetingLink: teamsLink("YjY0ZDFlODMtMmM3YS00OTBlLWE1MTEtMTU3YzhhOWYyMGJk", ORGANIZER),
      meetingId: "467 115 239 806 71",
      passcode: "Qb2mZ6",
      recurringSchedule: "Every Wednesday, 8:00 PM IST",
      isActive: true,
    },
  ],
};

interface SeasonPlan {
  batchId: string;
  firstSessionId: number;
  weekday: number; // 0 = Sunday
  startTime: string;
  pastSessions: number;
  recordingIds: string[]; // one per past session but the latest, whose recording is still processing
  materials: Record<number, string>; // by session number
  curriculum: { title: string; description: string }[];
}

const SEASONS: SeasonPlan[] = [
  {
    batchId: "AGENTIC_AI_BATCH_1",
    firstSessionId: 1001,
    weekday: 6,
    startTime: "19:00:00",
    pastSessions: 6,
    recordingIds: ["kL3vQ9xTz2A", "Rf8mW1nJc4E", "pY6tH0sBv7K", "Zq2dN5gLx8M", "Wc9bF4rUe1S"],
    materials: {
      1: "https://github.com/aielevate-academy/agentic-ai-batch-1/tree/main/01-llm-foundations",
      3: "https://github.com/aielevate-academy/agentic-ai-batch-1/tree/main/03-tool-calling",
      5: "https://drive.google.com/drive/folders/1Qm8rT4vXz2LkP9sWd3nHc6bJy0aGe5Fu",
      6: "https://github.com/aielevate-academy/agentic-ai-batch-1/tree/main/06-langchain-agent",
    },
    curriculum: [
      {
        title: "Welcome to Agentic AI: LLMs, Prompts and the Agent Loop",
        description:
          "How large language models work, what makes a system agentic, and the perceive-reason-act loop we will build on for four months.",
      },
      {
        title: "Python Essentials for AI Agents",
        description: "Virtual environments, async basics, pydantic models and the Python patterns every agent codebase uses.",
      },
      {
        title: "Calling LLM APIs: Chat, Tools and Structured Output",
        description:
          "Chat completions, function calling and JSON schemas; building a weather-and-calendar assistant that calls real tools.",
      },
      {
        title: "Prompt Engineering Patterns for Reliable Agents",
        description:
          "System prompts, few-shot examples, chain-of-thought and ReAct prompting, with a test set to measure each change.",
      },
      {
        title: "Retrieval-Augmented Generation with Vector Databases",
        description:
          "Chunking, embeddings and similarity search with pgvector and Chroma; a policy-document Q&A bot with cited answers.",
      },
      {
        title: "Building Your First Agent with LangChain",
        description:
          "Tools, agents and output parsers in LangChain; project: a customer-support triage agent for an e-commerce inbox.",
      },
      {
        title: "Memory, State and Planning with LangGraph",
        description: "Stateful graphs, checkpoints and human-in-the-loop approval steps for long-running agent workflows.",
      },
      {
        title: "Multi-Agent Systems with CrewAI and AutoGen",
        description:
          "Role-based crews, delegation and agent-to-agent conversation; project: a market-research crew that writes a brief.",
      },
      {
        title: "Evaluating and Guardrailing Agents",
        description: "Offline evaluation sets, LLM-as-judge, cost and latency budgets, and guardrails against prompt injection.",
      },
      {
        title: "Deploying Agents with FastAPI and Docker",
        description: "Serving an agent behind an API, containerising it, and monitoring traces in production.",
      },
    ],
  },
  {
    batchId: "VIBE_CODING_BATCH_1",
    firstSessionId: 2001,
    weekday: 0,
    startTime: "11:00:00",
    pastSessions: 5,
    recordingIds: ["Vt4kP8wQa3N", "Hy1cR7zLm6D", "Ej5nX2bTu9G", "Ms0fK3vWp4C"],
    materials: {
      1: "https://github.com/aielevate-academy/vibe-coding-batch-1/blob/main/week-01/setup-guide.md",
      2: "https://drive.google.com/drive/folders/1Vb7cKp2Lx9QzR4tWm8sNd3hYf6aJe0Gu",
      4: "https://github.com/aielevate-academy/vibe-coding-batch-1/tree/main/week-04-react-app",
    },
    curriculum: [
      {
        title: "What Is Vibe Coding? Setting Up Cursor, Copilot and Claude",
        description:
          "The describe-generate-review loop, installing the AI editors, and the habits that keep AI-written code under your control.",
      },
      {
        title: "Prompting for Code: From Idea to Working Prototype",
        description: "Writing specs an AI can build from, iterating in small steps, and reading the code it gives back.",
      },
      {
        title: "Building a Landing Page with AI Pair Programming",
        description:
          "HTML, Tailwind CSS and responsive layout, generated and refined live; each learner ships a personal landing page.",
      },
      {
        title: "React Basics with an AI Co-pilot",
        description:
          "Components, props, state and effects, explained by building a habit tracker with the AI as pair programmer.",
      },
      {
        title: "Adding a Database: Supabase and Postgres Without Fear",
        description: "Tables, queries and row-level security; connecting the habit tracker to a real database.",
      },
      {
        title: "Authentication and Payments in a Weekend App",
        description: "Sign-up and sign-in flows, protecting pages, and taking a test payment with a hosted checkout.",
      },
      {
        title: "Debugging and Refactoring AI-written Code",
        description:
          "Reading stack traces, asking the AI the right follow-up questions, and cleaning up generated code before it grows.",
      },
      {
        title: "Shipping to Production: Vercel, Domains and Analytics",
        description: "Deploying, environment variables, custom domains and adding privacy-friendly analytics.",
      },
      {
        title: "Demo Day Prep: Polishing Your Portfolio Project",
        description: "Writing a README, recording a walkthrough, and presenting the project to the batch for feedback.",
      },
    ],
  },
  {
    batchId: "QUANTUM_BATCH_1",
    firstSessionId: 3001,
    weekday: 3,
    startTime: "20:00:00",
    pastSessions: 4,
    recordingIds: ["Qn7xB2cVk5R", "Tz3hM8pLw1F", "Ga6rD9sNy4J"],
    materials: {
      1: "https://github.com/aielevate-academy/quantum-batch-1/blob/main/notebooks/01-qubits.ipynb",
      2: "https://github.com/aielevate-academy/quantum-batch-1/blob/main/notebooks/02-linear-algebra.ipynb",
      3: "https://github.com/aielevate-academy/quantum-batch-1/blob/main/notebooks/03-gates-and-circuits.ipynb",
    },
    curriculum: [
      {
        title: "Why Quantum Computing? Qubits, Superposition and Measurement",
        description: "Classical bits versus qubits, measurement and probability, and where quantum advantage is expected first.",
      },
      {
        title: "Linear Algebra for Quantum: Vectors, Matrices and the Bloch Sphere",
        description: "Complex vectors, unitary matrices and tensor products, visualised on the Bloch sphere with NumPy.",
      },
      {
        title: "Quantum Gates and Circuits with Qiskit",
        description: "Pauli, Hadamard, phase and CNOT gates; building and simulating circuits in Qiskit.",
      },
      {
        title: "Entanglement, Bell States and Teleportation",
        description: "Creating Bell pairs, testing correlations, and running the teleportation protocol on a simulator.",
      },
      {
        title: "Deutsch-Jozsa and Bernstein-Vazirani Algorithms",
        description: "Oracles and phase kickback: the first algorithms that beat any classical approach.",
      },
      {
        title: "Grover's Search Algorithm",
        description: "Amplitude amplification step by step, and searching an unsorted list on real IBM Quantum hardware.",
      },
      {
        title: "Quantum Fourier Transform and Shor's Algorithm",
        description: "The QFT circuit, phase estimation, and why factoring threatens today's public-key cryptography.",
      },
      {
        title: "Variational Algorithms: VQE and QAOA",
        description: "Hybrid quantum-classical optimisation for chemistry and logistics problems on noisy hardware.",
      },
    ],
  },
];

/** A season of weekly sessions per batch: the first ones already held, the rest still to come. */
export function demoSessions(today: Date): SessionRow[] {
  return SEASONS.flatMap((season) => {
    const lastHeld = lastWeekdayBefore(today, season.weekday);
    return season.curriculum.map((lesson, index): SessionRow => {
      const number = index + 1;
      const held = number <= season.pastSessions;
      const sessionDate = addDays(lastHeld, (number - season.pastSessions) * 7);
      const recordingId = held ? season.recordingIds[index] : undefined;
      return {
        sessionId: season.firstSessionId + index,
        batchId: season.batchId,
        sessionDate: isoDate(sessionDate),
        sessionStartTime: season.startTime,
        sessionLink: recordingId ? `https://www.youtube.com/watch?v=${recordingId}` : null,
        studyMaterialLink: held ? (season.materials[number] ?? null) : null,
        sessionTitle: lesson.title,
        sessionDescription: lesson.description,
        createdAt: addDays(today, -60),
        updatedAt: held ? addDays(sessionDate, 1) : null,
      };
    });
  });
}

/**
 * A batch row for every batch the demo uses: its course and schedule from its active link, its start the
 * date of its first session, 30 places.
 */
export function demoBatches(today: Date): BatchRow[] {
  const sessions = demoSessions(today);
  return Object.entries(demoBatchSessionLinks).map(([batchId, links]): BatchRow => {
    const link = links.find((candidate) => candidate.isActive) ?? links[0]!;
    const dates = sessions.filter((session) => session.batchId === batchId).map((session) => session.sessionDate);
    return {
      id: batchId,
      course: link.courseName,
      startDate: dates.sort()[0] ?? null,
      schedule: link.recurringSchedule ?? null,
      capacity: 30,
      isActive: true,
    };
  });
}
