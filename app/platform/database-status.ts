/** What /api/database-status answers: the home page's connectivity line (spec 1 §2 "A database connectivity status line"). */
export type DatabaseStatus = { state: "connected"; registeredLearners: number } | { state: "degraded" };
