// system: pure rules of the health desk, for its page.
export { durationInWords, sizeInWords } from "./system-health";
