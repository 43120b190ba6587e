// Learner testimonials shown on the home page and the course pages.

export interface Testimonial {
  name: string;
  role: string;
  text: string;
  /** 1–5 stars; omitted where a page shows no rating. */
  rating?: 1 | 2 | 3 | 4 | 5;
}

export const homeTestimonials: readonly Testimonial[] = [
  {
    name: "Priya Sharma",
    role: "Senior Business Analyst, Pune",
    text: "I came in knowing Excel and a little SQL. Four months later I had shipped a multi-agent research assistant that my team now uses every week. The live sessions made the difference: every question was answered on the spot.",
    rating: 5,
  },
  {
    name: "Michael Chen",
    role: "Product Manager, Toronto",
    text: "The Agentic AI course is the first training I have taken that goes from concepts to a deployed product. The weekend schedule worked with my job, and the recordings saved me when I had to travel.",
    rating: 5,
  },
  {
    name: "Ananya Reddy",
    role: "Final-year B.Tech student, Hyderabad",
    text: "Vibe Coding taught me to build with AI instead of fighting it. My portfolio of five projects got me three interview calls before I had even graduated.",
    rating: 5,
  },
  {
    name: "David Thompson",
    role: "Operations Lead, Austin",
    text: "Our team automated a reporting process that used to take two days a month. Clear explanations, practical projects and a mentor who actually replies on chat.",
    rating: 5,
  },
  {
    name: "Rahul Mehta",
    role: "Founder, D2C skincare brand, Mumbai",
    text: "I wanted to understand AI well enough to make decisions about it. I left with working agents for customer support and inventory forecasting, and the confidence to brief developers.",
    rating: 4,
  },
  {
    name: "Sneha Iyer",
    role: "Data Analyst, Bengaluru",
    text: "The Power BI and Python sessions were hands-on from the first class. I moved into a data science role six months after finishing the programme.",
    rating: 5,
  },
];
