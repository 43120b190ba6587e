// leads: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  APPLICATION_MESSAGES,
  type ApplicationValues,
  applicationValuesFromForm,
  CertificateApplicationSchema,
} from "./certificate-application";
export {
  CONTACT_FIELD_LIMITS,
  CONTACT_PURPOSES,
  type ContactPurpose,
  ContactSchema,
  firstContactError,
  initialPurpose,
  purposeLabel,
} from "./contact";
export {
  checkLeadNote,
  checkLeadStatus,
  hasLeadFilters,
  isLeadKind,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadFilterParamName,
  leadFilterQuery,
  type LeadFilters,
  type LeadListRow,
  LEADS_TEXT,
  NO_LEAD_FILTERS,
  NOTE_MAX_LENGTH,
  readLeadFilters,
} from "./leads";
export {
  moveQuiz,
  QUIZ_MAX_SCORE,
  QUIZ_MESSAGES,
  QuizDetailsSchema,
  type QuizFormState,
  type QuizMove,
  type QuizPosition,
  type QuizQuestion,
  quizSaveFailedMessage,
  readinessBand,
  readQuizAnswers,
  scoreQuiz,
} from "./quiz";
