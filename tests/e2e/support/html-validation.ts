// The HTML validation of the server-rendered pages: html-validate with the rules of .htmlvalidate.json (the choice
// is explained in docs/decisions/0031-html-validation.md), plus one rule of the HTML standard that html-validate's
// element data cannot express.
import fs from "node:fs";
import { type ConfigData, type DOMReadyEvent, HtmlValidate, type Plugin, Rule } from "html-validate";

const GROUP_CONTENT = new Set(["dt", "dd", "script", "template"]);

/**
 * HTML §4.4.9: a `div` that groups a name and its value in a `dl` holds only `dt` and `dd` elements (and
 * script-supporting elements). html-validate checks a `div` as flow content wherever it stands.
 */
class DescriptionListGroupContent extends Rule {
  setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const group of event.document.querySelectorAll("dl > div")) {
        for (const child of group.childElements) {
          if (!GROUP_CONTENT.has(child.tagName)) {
            this.report(child, `<${child.tagName}> is not permitted in a <div> of a <dl>: it holds only <dt> and <dd> elements`);
          }
        }
      }
    });
  }
}

const academyRules: Plugin = { name: "academy", rules: { "academy/dl-group-content": DescriptionListGroupContent } };

const config = JSON.parse(fs.readFileSync(new URL("../../../.htmlvalidate.json", import.meta.url), "utf8")) as ConfigData;
const validator = new HtmlValidate({
  ...config,
  plugins: [...(config.plugins ?? []), academyRules],
  rules: { ...config.rules, "academy/dl-group-content": "error" },
});

/** Every problem html-validate finds in the document, one line each ("rule line:column message (selector)"). */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, "page.html");
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId} ${message.line}:${message.column} ${message.message} (${message.selector ?? "document"})`,
    ),
  );
}
