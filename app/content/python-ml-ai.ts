// The Python for ML & AI page (spec 2 §2.5, §3 "Curriculum session (Python page)"): two tracks of
// 20 numbered sessions, tools, outcomes, roles the course prepares for, and rated testimonials.
import { jobRoles, type JobRole } from "./careers";
import type { Testimonial } from "./testimonials";

export interface NumberedSession {
  number: number;
  title: string;
  topics: readonly string[];
}

export interface PythonTrack {
  id: "intermediate" | "expert";
  name: string;
  summary: string;
  sessions: readonly NumberedSession[];
}

function numbered(sessions: ReadonlyArray<[string, readonly string[]]>): NumberedSession[] {
  return sessions.map(([title, topics], index) => ({ number: index + 1, title, topics }));
}

export const pythonTracks: readonly PythonTrack[] = [
  {
    id: "intermediate",
    name: "Intermediate Track",
    summary: "Python, data analysis, statistics and classical machine learning with scikit-learn.",
    sessions: numbered([
      [
        "Python Setup & First Programs",
        ["Installing Python and VS Code", "Variables and data types", "Input and output", "Scripts and notebooks"],
      ],
      ["Control Flow", ["Conditions", "Loops", "Common loop patterns", "Practice problems"]],
      [
        "Functions & Modules",
        ["Defining functions", "Arguments and return values", "Modules and packages", "Virtual environments"],
      ],
      ["Data Structures", ["Lists and tuples", "Dictionaries and sets", "Comprehensions", "Choosing the right structure"]],
      ["Strings, Files & Errors", ["String methods", "Reading and writing files", "CSV and JSON", "Handling exceptions"]],
      ["Object-Oriented Python", ["Classes and objects", "Inheritance", "Special methods", "Designing small programs"]],
      ["NumPy Essentials", ["Arrays and shapes", "Vectorised operations", "Broadcasting", "Random numbers"]],
      ["pandas I", ["Series and DataFrames", "Loading data", "Selecting and filtering", "Sorting"]],
      ["pandas II", ["Grouping and aggregation", "Merging and joining", "Reshaping data", "Dates and times"]],
      ["Data Cleaning", ["Missing values", "Duplicates and outliers", "Fixing data types", "Tidy data"]],
      ["Data Visualisation", ["Matplotlib", "Seaborn", "Interactive charts with Plotly", "Telling a story with charts"]],
      [
        "Statistics for Machine Learning",
        ["Descriptive statistics", "Probability distributions", "Hypothesis testing", "Correlation"],
      ],
      [
        "Exploratory Data Analysis Project",
        ["Asking the right questions", "Univariate and bivariate analysis", "Writing an insights report", "Presenting findings"],
      ],
      [
        "Introduction to Machine Learning",
        ["Supervised and unsupervised learning", "Train and test splits", "The scikit-learn workflow", "Bias and variance"],
      ],
      ["Regression", ["Linear regression", "Polynomial features", "Regularisation", "Regression metrics"]],
      ["Classification", ["Logistic regression", "k-nearest neighbours", "Decision trees", "Confusion matrix and metrics"]],
      ["Ensemble Methods", ["Random forests", "Gradient boosting", "XGBoost", "Feature importance"]],
      [
        "Unsupervised Learning",
        ["k-means clustering", "Hierarchical clustering", "Principal component analysis", "Customer segmentation"],
      ],
      ["Model Evaluation & Tuning", ["Cross-validation", "Grid and random search", "Pipelines", "Avoiding data leakage"]],
      ["Intermediate Capstone", ["Framing the problem", "An end-to-end ML pipeline", "Model report", "Presentation and review"]],
    ]),
  },
  {
    id: "expert",
    name: "Expert Track",
    summary: "Deep learning, computer vision, NLP, large language models and putting models into production.",
    sessions: numbered([
      ["Advanced Python for ML", ["Generators and iterators", "Decorators", "Type hints", "Profiling performance"]],
      ["Feature Engineering", ["Encoding categories", "Scaling and transformations", "Feature selection", "Imbalanced data"]],
      ["Neural Network Foundations", ["Perceptrons", "Activation functions", "Backpropagation", "Gradient descent"]],
      ["Deep Learning with PyTorch", ["Tensors", "Building models", "Training loops", "GPU acceleration"]],
      ["TensorFlow & Keras", ["Sequential and functional APIs", "Callbacks", "Saving and loading models", "TensorBoard"]],
      [
        "Convolutional Neural Networks",
        ["Convolutions and pooling", "Image classification", "Data augmentation", "Transfer learning"],
      ],
      ["Computer Vision Applications", ["Object detection with YOLO", "Image segmentation", "OpenCV", "Real-time inference"]],
      ["Sequence Models", ["Recurrent networks", "LSTMs and GRUs", "Time-series forecasting", "Sequence-to-sequence models"]],
      ["NLP Fundamentals", ["Text preprocessing", "Bag of words and TF-IDF", "Word embeddings", "Sentiment analysis"]],
      ["Transformers & Hugging Face", ["Attention", "Pretrained models", "Tokenisers", "Fine-tuning BERT"]],
      ["Large Language Models", ["How LLMs work", "Prompt engineering", "LLM APIs", "Structured outputs"]],
      ["Retrieval-Augmented Generation", ["Embeddings", "Vector databases", "RAG pipelines", "Evaluating answers"]],
      ["AI Agents with Python", ["Tool calling", "LangChain agents", "Agent memory", "Multi-step tasks"]],
      [
        "Recommender Systems",
        ["Collaborative filtering", "Content-based filtering", "Matrix factorisation", "Evaluating recommendations"],
      ],
      ["Time Series & Forecasting", ["ARIMA", "Prophet", "Deep learning forecasts", "Backtesting"]],
      [
        "MLOps Foundations",
        ["Experiment tracking with MLflow", "Data and model versioning", "Reproducible pipelines", "Model registry"],
      ],
      ["Deploying Models", ["Model APIs with FastAPI", "Docker", "Cloud deployment", "Batch and real-time inference"]],
      ["Monitoring & Responsible AI", ["Data drift", "Model monitoring", "Fairness and bias", "Explainability with SHAP"]],
      ["Portfolio & Interview Preparation", ["GitHub portfolio", "ML system design", "Coding interviews", "Mock interviews"]],
      ["Expert Capstone", ["Project proposal", "Build and deploy", "Technical report", "Demo day"]],
    ]),
  },
];

export const pythonTools: readonly string[] = [
  "Python",
  "Jupyter",
  "VS Code",
  "NumPy",
  "pandas",
  "Matplotlib",
  "Seaborn",
  "Plotly",
  "scikit-learn",
  "XGBoost",
  "PyTorch",
  "TensorFlow",
  "Keras",
  "Hugging Face",
  "LangChain",
  "OpenCV",
  "MLflow",
  "FastAPI",
  "Docker",
  "Git & GitHub",
];

export const pythonOutcomes: readonly string[] = [
  "Write clean, idiomatic Python for data work and automation",
  "Clean, explore and visualise real-world datasets with pandas and Plotly",
  "Build, evaluate and tune machine-learning models with scikit-learn and XGBoost",
  "Train deep-learning models for images, text and time series with PyTorch and TensorFlow",
  "Use transformers and large language models, including retrieval-augmented generation",
  "Deploy models as APIs with FastAPI and Docker, and monitor them in production",
  "Present a portfolio of end-to-end projects on GitHub",
  "Prepare for machine-learning interviews with mock sessions",
];

// One table of roles for the whole site: these are /find-ai-job's roles, with its demand and salaries.
const PYTHON_ROLE_TITLES = ["Machine Learning Engineer", "Data Scientist", "NLP Engineer", "AI Business Analyst"] as const;

export const pythonJobRoles: readonly JobRole[] = PYTHON_ROLE_TITLES.map((title) => {
  const role = jobRoles.find((jobRole) => jobRole.title === title);
  if (!role) throw new Error(`${title} is not a role of the AI-jobs table (app/content/careers.ts)`);
  return role;
});

export const pythonTestimonials: readonly Testimonial[] = [
  {
    name: "Arjun Patel",
    role: "Software Engineer turned ML Engineer, Ahmedabad",
    text: "The Expert track filled every gap I had: PyTorch, transformers and, above all, deploying models properly. My capstone became the centrepiece of my job interviews.",
    rating: 5,
  },
  {
    name: "Emily Carter",
    role: "Financial Analyst, Chicago",
    text: "Twenty sessions took me from spreadsheets to building credit-risk models in Python. Every session was practical and the instructor explained the maths without drowning us in it.",
    rating: 5,
  },
  {
    name: "Vikram Singh",
    role: "Mechanical Engineering graduate, Chandigarh",
    text: "I started with zero programming. The pace of the Intermediate track was right for me, and the recordings helped me revise before each project.",
    rating: 4,
  },
];
