// Flagship course curricula (spec 2 §3 "Curriculum"): 4 modules of 6 sessions, each session 4 topics.
// Modules 1-2 form the Intermediate track, modules 3-4 the Expert track; each track earns a certificate.

export interface CurriculumSession {
  title: string;
  topics: readonly [string, string, string, string];
}

export interface CurriculumModule {
  title: string;
  /** As labelled on the page. */
  duration: string;
  sessions: readonly CurriculumSession[];
}

export interface Certificate {
  name: string;
  awardedFor: string;
}

export interface Curriculum {
  modules: readonly [CurriculumModule, CurriculumModule, CurriculumModule, CurriculumModule];
  certificates: readonly [Certificate, Certificate];
}

export const TRACKS = [
  { name: "Intermediate Track", moduleIndexes: [0, 1] },
  { name: "Expert Track", moduleIndexes: [2, 3] },
] as const;

export const agenticAiCurriculum: Curriculum = {
  modules: [
    {
      title: "Generative AI & LLM Foundations",
      duration: "2 Months",
      sessions: [
        {
          title: "Python for AI Engineers",
          topics: [
            "Environments and package management",
            "Working with APIs and JSON",
            "Async programming basics",
            "Notebook and script workflows",
          ],
        },
        {
          title: "How Large Language Models Work",
          topics: [
            "Tokens, embeddings and context windows",
            "The transformer architecture at a glance",
            "Model families: GPT, Claude, Gemini, Llama",
            "Choosing a model for cost, speed and quality",
          ],
        },
        {
          title: "Prompt Engineering Essentials",
          topics: [
            "Zero-shot and few-shot prompting",
            "Role, context and output-format instructions",
            "Step-by-step reasoning and self-critique",
            "Testing and versioning prompts",
          ],
        },
        {
          title: "Working with LLM APIs",
          topics: [
            "Chat completion parameters",
            "Streaming responses",
            "Structured outputs with JSON schemas",
            "Handling rate limits and errors",
          ],
        },
        {
          title: "Embeddings & Vector Databases",
          topics: [
            "Semantic similarity and embedding models",
            "Chunking strategies for documents",
            "Vector stores: ChromaDB, Pinecone, pgvector",
            "Metadata filters and hybrid search",
          ],
        },
        {
          title: "Retrieval-Augmented Generation",
          topics: [
            "RAG architecture end to end",
            "Building a document Q&A assistant",
            "Citations and grounded answers",
            "Measuring retrieval quality",
          ],
        },
      ],
    },
    {
      title: "Building AI Agents",
      duration: "2 Months",
      sessions: [
        {
          title: "From Chatbots to Agents",
          topics: [
            "What makes a system agentic",
            "The reason-act loop",
            "Tools and function calling",
            "When not to use an agent",
          ],
        },
        {
          title: "Function Calling & Tool Use",
          topics: [
            "Describing tools with JSON schemas",
            "Calling external APIs safely",
            "Parallel tool calls",
            "Recovering from tool errors",
          ],
        },
        {
          title: "LangChain Fundamentals",
          topics: [
            "Chains, prompts and output parsers",
            "Document loaders and retrievers",
            "LangChain Expression Language",
            "Callbacks and tracing",
          ],
        },
        {
          title: "Agent Memory & State",
          topics: [
            "Short-term and long-term memory",
            "Summarising long conversations",
            "Storing memories in a vector store",
            "User profiles and personalisation",
          ],
        },
        {
          title: "Interfaces for Agents",
          topics: [
            "Streamlit and Gradio front ends",
            "FastAPI back ends",
            "Streaming answers to the browser",
            "Sign-in and usage limits",
          ],
        },
        {
          title: "Intermediate Capstone",
          topics: [
            "Designing a customer-support agent",
            "Connecting a knowledge base and tools",
            "Testing with real conversations",
            "Demo day and Intermediate certificate review",
          ],
        },
      ],
    },
    {
      title: "Multi-Agent Systems & Orchestration",
      duration: "2 Months",
      sessions: [
        {
          title: "LangGraph Workflows",
          topics: [
            "Graphs, nodes and edges",
            "Conditional routing",
            "Checkpoints and human-in-the-loop approval",
            "Long-running workflows",
          ],
        },
        {
          title: "Multi-Agent Design Patterns",
          topics: [
            "Supervisor and worker agents",
            "Hierarchical teams",
            "Reflection and debate patterns",
            "Choosing a pattern for a problem",
          ],
        },
        {
          title: "CrewAI & AutoGen",
          topics: [
            "Roles, goals and tasks in CrewAI",
            "Conversational agents in AutoGen",
            "Delegation between agents",
            "Comparing the frameworks",
          ],
        },
        {
          title: "Model Context Protocol & Integrations",
          topics: [
            "MCP servers and clients",
            "Connecting agents to e-mail, chat and CRMs",
            "Webhooks and event triggers",
            "Handling credentials securely",
          ],
        },
        {
          title: "Browser & Computer-Use Agents",
          topics: [
            "Web automation with Playwright",
            "Research and form-filling agents",
            "Vision models that read screens",
            "Guardrails for autonomous actions",
          ],
        },
        {
          title: "Voice & Multimodal Agents",
          topics: [
            "Speech-to-text and text-to-speech",
            "Real-time voice agents",
            "Understanding images and documents",
            "Multimodal RAG",
          ],
        },
      ],
    },
    {
      title: "Production, Evaluation & Deployment",
      duration: "2 Months",
      sessions: [
        {
          title: "Evaluating Agents",
          topics: [
            "Building evaluation datasets",
            "LLM-as-judge scoring",
            "Regression tests for prompts",
            "Tracing with LangSmith",
          ],
        },
        {
          title: "Safety, Guardrails & Governance",
          topics: ["Prompt injection and defences", "Redacting personal data", "Validating outputs", "Responsible AI policies"],
        },
        {
          title: "Cost & Performance",
          topics: ["Caching and batching", "Model routing and fallbacks", "Token budgets", "Profiling latency"],
        },
        {
          title: "Fine-Tuning & Open-Source Models",
          topics: [
            "When to fine-tune and when to prompt",
            "LoRA fine-tuning basics",
            "Running Llama and Mistral locally with Ollama",
            "Serving models with vLLM",
          ],
        },
        {
          title: "Deploying Agents to the Cloud",
          topics: [
            "Docker for AI applications",
            "Deploying on AWS, Azure and Google Cloud",
            "Queues and background workers",
            "Monitoring and alerting",
          ],
        },
        {
          title: "Expert Capstone & Career Launch",
          topics: [
            "Building a production multi-agent system",
            "Architecture review with the instructor",
            "Presenting your portfolio on GitHub",
            "Demo day and Expert certificate review",
          ],
        },
      ],
    },
  ],
  certificates: [
    {
      name: "Intermediate Certificate in Agentic AI Development",
      awardedFor: "Completing Modules 1-2 and the Intermediate capstone",
    },
    { name: "Expert Certificate in Agentic AI Development", awardedFor: "Completing Modules 3-4 and the Expert capstone" },
  ],
};

export const vibeCodingCurriculum: Curriculum = {
  modules: [
    {
      title: "Vibe Coding Foundations",
      duration: "2 Months",
      sessions: [
        {
          title: "What Is Vibe Coding?",
          topics: [
            "Describing software in plain language",
            "The AI pair-programming mindset",
            "A tour of Cursor, Windsurf and GitHub Copilot",
            "Setting up your workspace",
          ],
        },
        {
          title: "Prompting for Code",
          topics: [
            "Writing clear feature requests",
            "Giving context: files, examples, constraints",
            "Iterating on AI suggestions",
            "Reading and questioning generated code",
          ],
        },
        {
          title: "The Web with AI",
          topics: [
            "HTML, CSS and JavaScript essentials",
            "Responsive layouts with Tailwind CSS",
            "Turning sketches into components",
            "Browser developer tools",
          ],
        },
        {
          title: "Git & GitHub for Creators",
          topics: [
            "Commits, branches and pull requests",
            "Undoing mistakes safely",
            "AI-written commit messages",
            "Publishing with GitHub Pages",
          ],
        },
        {
          title: "Debugging with AI",
          topics: [
            "Reading error messages",
            "Asking AI to explain and fix bugs",
            "Console logs and breakpoints",
            "Writing a minimal reproduction",
          ],
        },
        {
          title: "Project: Personal Portfolio Site",
          topics: [
            "Planning pages and content",
            "Building with AI assistance",
            "Accessibility and speed checks",
            "Deploying to Vercel",
          ],
        },
      ],
    },
    {
      title: "Interactive & Creative Apps",
      duration: "2 Months",
      sessions: [
        {
          title: "React Fundamentals",
          topics: [
            "Components, props and state",
            "Hooks: useState and useEffect",
            "Lists, forms and events",
            "Generating interfaces with v0 and Bolt",
          ],
        },
        {
          title: "Creative Coding with p5.js",
          topics: [
            "Drawing and animation loops",
            "Generative art patterns",
            "Mouse and keyboard interaction",
            "Exporting your creations",
          ],
        },
        {
          title: "Animation & Motion",
          topics: [
            "CSS transitions and keyframes",
            "Motion libraries for React",
            "Scroll-driven effects",
            "Keeping animations smooth",
          ],
        },
        {
          title: "Sound & Music in the Browser",
          topics: ["The Web Audio API", "Synths and sequencers with Tone.js", "Audio-reactive visuals", "Building a beat maker"],
        },
        {
          title: "Games with AI Assistance",
          topics: ["Game loops and state", "Phaser basics", "Collisions and scoring", "Polishing with sound and effects"],
        },
        {
          title: "Project: Interactive Web Experience",
          topics: ["From idea to prototype in a day", "Feedback and iteration", "Testing on phones", "Launch and showcase"],
        },
      ],
    },
    {
      title: "Full-Stack AI Apps",
      duration: "2 Months",
      sessions: [
        {
          title: "Back Ends Without Fear",
          topics: [
            "REST APIs with Node and Express",
            "Serverless functions",
            "Environment variables and secrets",
            "Calling APIs from the front end",
          ],
        },
        {
          title: "Databases & Sign-In with Supabase",
          topics: ["Tables, rows and relations", "Row-level security", "E-mail and social sign-in", "Real-time updates"],
        },
        {
          title: "Adding AI Features",
          topics: [
            "Calling LLM APIs from your app",
            "Streaming chat interfaces",
            "Image generation APIs",
            "Prompt design for product features",
          ],
        },
        {
          title: "Smart Search & Chat with Your Content",
          topics: [
            "Embeddings for your own content",
            "A semantic search interface",
            "Chat with your documents",
            "Keeping answers grounded",
          ],
        },
        {
          title: "Payments & Product Basics",
          topics: ["Pricing pages and checkout", "Webhooks explained", "Usage limits and plans", "Analytics events"],
        },
        {
          title: "Project: AI-Powered SaaS MVP",
          topics: [
            "Scoping the smallest useful product",
            "Building with Lovable, Bolt and Cursor",
            "Testing with real users",
            "Deploying to production",
          ],
        },
      ],
    },
    {
      title: "Shipping Like a Pro",
      duration: "2 Months",
      sessions: [
        {
          title: "Testing AI-Written Code",
          topics: [
            "Unit tests with Vitest",
            "End-to-end tests with Playwright",
            "Asking AI to write the tests first",
            "Code review checklists",
          ],
        },
        {
          title: "Security & Quality",
          topics: ["Common web vulnerabilities", "Keeping API keys secret", "Updating dependencies", "Accessibility audits"],
        },
        {
          title: "Speed & Search Visibility",
          topics: ["Core Web Vitals", "Image and font optimisation", "Meta tags and sitemaps", "Lighthouse audits"],
        },
        {
          title: "AI Agents for Developers",
          topics: [
            "Agentic coding tools",
            "Automating repetitive tasks",
            "Writing project rules for AI",
            "Large refactors with AI",
          ],
        },
        {
          title: "Turning Skills into Income",
          topics: ["Freelancing and client projects", "Building in public", "Pricing your work", "Open-source contributions"],
        },
        {
          title: "Capstone Showcase",
          topics: [
            "Final project build",
            "Peer and instructor review",
            "Portfolio presentation",
            "Demo day and Expert certificate review",
          ],
        },
      ],
    },
  ],
  certificates: [
    { name: "Intermediate Certificate in Vibe Coding", awardedFor: "Completing Modules 1-2 and two portfolio projects" },
    { name: "Expert Certificate in Vibe Coding", awardedFor: "Completing Modules 3-4 and the capstone showcase" },
  ],
};
