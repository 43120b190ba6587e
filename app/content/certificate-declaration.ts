import { siteConfig } from "./site-config";

/** spec 3 §9: the free-certificate application's fixed statement of truthfulness and consent to future contact, stored with a timestamp. */
export const DECLARATION_TEXT =
  `I hereby declare that the information provided in this application is true and correct to the best of my knowledge. ` +
  `I consent to ${siteConfig.name} contacting me about future AI events, news, courses and offers.`;
