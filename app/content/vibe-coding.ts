// The Vibe Coding page (spec 2 §2.8): methodology, features, technologies, the 16-week plan in five
// blocks, five creative projects and two 5-star testimonials.
import type { Testimonial } from "./testimonials";

export const vibeMethodology = [
  {
    title: "Describe",
    description: "Start from the idea. Say what you want to build, for whom and how it should feel, in plain language.",
  },
  {
    title: "Generate",
    description: "Let AI tools draft the code, the layout and the tests while you steer the direction.",
  },
  {
    title: "Review",
    description: "Read what the AI wrote, run it, question it and learn the concepts behind it.",
  },
  {
    title: "Refine & Ship",
    description: "Iterate in small steps, fix what breaks and publish your work for real users.",
  },
] as const;

export const vibeFeatures = [
  "Live interactive sessions where you build alongside the instructor",
  "No prior coding experience needed",
  "AI tools used the way professional teams use them",
  "Creative projects: art, music, games and apps",
  "Personal code reviews and feedback in every block",
  "Portfolio of five published projects",
] as const;

export const vibeTechnologies = [
  { category: "AI coding tools", items: ["Cursor", "GitHub Copilot", "Claude", "ChatGPT", "Windsurf"] },
  { category: "App builders", items: ["v0", "Bolt", "Lovable"] },
  { category: "Web & creative", items: ["HTML & CSS", "JavaScript", "React", "Tailwind CSS", "p5.js", "Three.js", "Tone.js"] },
  { category: "Back end & deployment", items: ["Node.js", "Supabase", "Vercel", "GitHub"] },
] as const;

export interface VibeWeekBlock {
  weeks: string;
  title: string;
  topics: readonly string[];
}

/** 16 weeks in five blocks (spec 2 §2.8). */
export const vibePlan: readonly VibeWeekBlock[] = [
  {
    weeks: "Weeks 1-2",
    title: "The Vibe Coding Mindset",
    topics: ["Setting up AI coding tools", "Prompting for code", "Web basics with AI", "Git and GitHub"],
  },
  {
    weeks: "Weeks 3-4",
    title: "Your First Creations",
    topics: ["Personal portfolio site", "Responsive design", "Debugging with AI", "Deploying to the web"],
  },
  {
    weeks: "Weeks 5-8",
    title: "Interactive & Creative Apps",
    topics: ["React fundamentals", "Generative art and animation", "Sound and music in the browser", "Games with Phaser"],
  },
  {
    weeks: "Weeks 9-12",
    title: "Full-Stack AI Apps",
    topics: ["Databases and sign-in", "Adding AI features", "Chat with your content", "Payments and product basics"],
  },
  {
    weeks: "Weeks 13-16",
    title: "Ship Like a Pro",
    topics: ["Testing AI-written code", "Security and speed", "AI agents for developers", "Capstone showcase"],
  },
];

export interface CreativeProject {
  title: string;
  weeks: string;
  description: string;
}

export const vibeProjects: readonly CreativeProject[] = [
  {
    title: "Personal Portfolio Website",
    weeks: "Weeks 3-4",
    description: "A fast, accessible site that presents you and your work, published on your own address.",
  },
  {
    title: "Generative Art Gallery",
    weeks: "Weeks 5-6",
    description: "An interactive gallery of algorithmic artworks that respond to the mouse and to sound.",
  },
  {
    title: "Browser Beat Maker",
    weeks: "Weeks 7-8",
    description: "A music sequencer with synths, drum patterns and audio-reactive visuals.",
  },
  {
    title: "AI Study Buddy App",
    weeks: "Weeks 9-12",
    description: "A full-stack app with sign-in that turns your notes into quizzes and answers questions about them.",
  },
  {
    title: "Capstone: Your Own AI Product",
    weeks: "Weeks 13-16",
    description: "An idea of your choice, built, tested and launched with real users.",
  },
];

export const vibeTestimonials: readonly Testimonial[] = [
  {
    name: "Kavya Nair",
    role: "Graphic Designer, Kochi",
    text: "I had never written code before. By week four my portfolio was live, and by the end I had launched an app my design clients actually pay for.",
    rating: 5,
  },
  {
    name: "Jason Miller",
    role: "Marketing Manager, Vancouver",
    text: "The course taught me how to work with AI rather than just copy its answers. I now build my own campaign tools instead of waiting weeks for a developer.",
    rating: 5,
  },
];
